extension ObservableType {
    /// Subscribes to the source only after `dueTime` has passed; events are then forwarded unchanged.
    ///
    /// - seealso: [delay on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    ///
    /// - parameter dueTime: Relative time to wait before subscribing to the source.
    /// - parameter scheduler: Scheduler to run the subscription delay timer on.
    /// - returns: The source sequence, subscribed to `dueTime` later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> Observable<Element>
    {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscriptionSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    func on(_ event: Event<Observer.Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }
}

private final class DelaySubscription<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer)
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            self.source.subscribeUnwrapped(sink)
        }
        sink.attach(subscription)
        return sink
    }
}
