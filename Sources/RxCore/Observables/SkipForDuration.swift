extension ObservableType {
    /// Drops the elements produced during the first `duration` after subscription; forwards the rest.
    ///
    /// Errors and completion are forwarded whenever they happen.
    ///
    /// - seealso: [skip on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    ///
    /// - parameter duration: Time from subscription during which elements are dropped.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: The source's events, without the elements produced during `duration`.
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Drops the elements produced during the first `duration` after subscription.
    @available(*, deprecated, renamed: "skip(for:scheduler:)")
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

private final class SkipForDurationSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let lock = RecursiveLock()
    private var isOpen = false

    func on(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next:
                if isOpen { forwardOn(event) }
            case .error, .completed:
                forwardOn(event)
                dispose()
            }
        }
    }

    func run(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.lock.performLocked { self.isOpen = true }
            return Disposables.create()
        }
        return Disposables.create(timer, source.subscribeUnwrapped(self))
    }
}

private final class SkipForDuration<Element>: Producer<Element>, @unchecked Sendable {
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
        let sink = SkipForDurationSink(observer: observer)
        let subscription = sink.run(source: source, duration: duration, scheduler: scheduler)
        sink.attach(subscription)
        return sink
    }
}
