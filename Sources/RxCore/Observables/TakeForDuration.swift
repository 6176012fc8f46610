extension ObservableType {
    /// Forwards the source's events until `duration` has passed since subscription, then completes.
    ///
    /// - seealso: [take on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    ///
    /// - parameter duration: Time from subscription during which elements are forwarded.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: The source's events that happen within `duration` of subscribing.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Forwards the source's events until `duration` has passed since subscription, then completes.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

private final class TakeForDurationSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let lock = RecursiveLock()

    func on(_ event: Event<Element>) {
        lock.performLocked {
            forwardOn(event)
            if event.isStopEvent {
                dispose()
            }
        }
    }

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.lock.performLocked {
                self.forwardOn(.completed)
                self.dispose()
            }
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribeUnwrapped(self))
    }
}

private final class TakeForDuration<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TakeForDurationSink(observer: observer)
        let subscription = sink.run(source: source, duration: duration, scheduler: scheduler)
        sink.attach(subscription)
        return sink
    }
}
