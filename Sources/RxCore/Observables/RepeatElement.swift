// repeatElement: emits the same element forever.

extension ObservableType {
    /// Generates an observable sequence that repeats the given element infinitely, using the
    /// specified scheduler to send out observer messages.
    ///
    /// - Parameters:
    ///   - element: Element to repeat.
    ///   - scheduler: Scheduler to run the producer loop on.
    /// - Returns: An observable sequence that repeats the given element infinitely.
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RepeatElementProducer(element: element, scheduler: scheduler)
    }
}

private final class RepeatElementProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let element: Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = RepeatElementSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {
    private let parent: RepeatElementProducer<Observer.Element>

    init(parent: RepeatElementProducer<Observer.Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(parent.element) { element, recurse in
            self.forwardOn(.next(element))
            recurse(element)
        }
    }
}
