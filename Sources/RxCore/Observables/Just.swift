extension ObservableType {
    /// A sequence of one element, then completion.
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// A sequence of one element, then completion, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduled(element: element, scheduler: scheduler)
    }
}

private final class Just<Element>: Observable<Element>, @unchecked Sendable {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class JustScheduled<Element>: Producer<Element>, @unchecked Sendable {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = JustScheduledSink(observer: observer)
        let subscription = scheduler.schedule(element) { element in
            sink.forwardOn(.next(element))
            return self.scheduler.schedule(()) { _ in
                sink.forwardOn(.completed)
                sink.dispose()
                return Disposables.create()
            }
        }
        sink.attach(subscription)
        return sink
    }
}

private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {}
