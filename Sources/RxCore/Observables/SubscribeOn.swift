extension ObservableType {
    /// Subscribes to (and later unsubscribes from) the source on `scheduler`.
    ///
    /// This only moves the side effects of subscribing and disposing; events are delivered on whatever
    /// thread the source produces them. Use `observe(on:)` to move event delivery.
    ///
    /// - seealso: [subscribeOn on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    ///
    /// - parameter scheduler: Scheduler to perform subscription and unsubscription actions on.
    /// - returns: The source sequence whose subscriptions and unsubscriptions happen on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }

    /// Subscribes to and unsubscribes from the source on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

private final class SubscribeOnSink<Source: ObservableType, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        }
    }

    func run(source: Source, scheduler: ImmediateSchedulerType) -> Disposable {
        let disposeEverything = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        disposeEverything.disposable = cancelSchedule
        cancelSchedule.setDisposable(
            scheduler.schedule(()) { _ in
                let subscription = source.subscribe(self)
                disposeEverything.disposable = ScheduledDisposable(
                    scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
        return disposeEverything
    }
}

// NB: like RxSwift, the source is kept as its own type rather than `asObservable()`, so subscribing
// does not add a wrapper whose sink would end the source subscription on its own.
private final class SubscribeOn<Source: ObservableType>: Producer<Source.Element>, @unchecked Sendable {
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Source.Element {
        let sink = SubscribeOnSink<Source, Observer>(observer: observer)
        let subscription = sink.run(source: source, scheduler: scheduler)
        sink.attach(subscription)
        return sink
    }
}
