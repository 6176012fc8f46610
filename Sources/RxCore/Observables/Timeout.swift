extension ObservableType {
    /// Fails with `RxError.timeout` when the first element, or any element after its predecessor, does
    /// not arrive within `dueTime`.
    ///
    /// - seealso: [timeout on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    ///
    /// - parameter dueTime: Longest wait allowed for each element, counted from the previous one (or from
    ///   the subscription for the first).
    /// - parameter scheduler: Scheduler to run the timeout timers on.
    /// - returns: The source sequence, or an `RxError.timeout` error when a wait is too long.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(
            source: asObservable(), dueTime: dueTime,
            other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the first element, or any element after its predecessor, does not arrive
    /// within `dueTime`.
    ///
    /// - seealso: [timeout on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    ///
    /// - parameter dueTime: Longest wait allowed for each element.
    /// - parameter other: Sequence that takes over after a timeout.
    /// - parameter scheduler: Scheduler to run the timeout timers on.
    /// - returns: The source sequence, switching to `other` after a timeout.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Timeout<Element>
    private let lock = RecursiveLock()
    private let timer = SerialDisposable()
    private let subscription = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    /// Identifies the latest timer; bumped by every source event so older timers lose.
    private var id = 0
    private var hasSwitched = false

    init(parent: Timeout<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer()
        original.setDisposable(parent.source.subscribeUnwrapped(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let sourceWins = lock.performLocked {
            if !hasSwitched { id &+= 1 }
            return !hasSwitched
        }
        guard sourceWins else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            startTimer()
        }
    }

    private func startTimer() {
        if timer.isDisposed { return }
        let nextTimer = SingleAssignmentDisposable()
        timer.disposable = nextTimer
        let timerID = lock.performLocked { id }
        nextTimer.setDisposable(
            parent.scheduler.scheduleRelative(timerID, dueTime: parent.dueTime) { timerID in
                let timerWins = self.lock.performLocked {
                    self.hasSwitched = timerID == self.id
                    return self.hasSwitched
                }
                if timerWins {
                    self.subscription.disposable = self.parent.other.subscribeUnwrapped(self.forwarder())
                }
                return Disposables.create()
            })
    }
}

private final class Timeout<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(
        source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>,
        scheduler: SchedulerType
    ) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}
