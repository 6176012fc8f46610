extension ObservableType {
    /// Delivers the source's events on `scheduler`, one at a time and in order.
    ///
    /// Serial dispatch queue schedulers (including `MainScheduler`) take a fast path that enqueues each
    /// event on the queue directly; any other scheduler gets an internal queue drained by a recursive
    /// action, so even a concurrent scheduler delivers events serially.
    ///
    /// - seealso: [observeOn on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    ///
    /// - parameter scheduler: Scheduler to notify observers on.
    /// - returns: The source sequence whose events are delivered on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serialScheduler)
        }
        return ObserveOn(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers the source's events on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock()
    private let scheduleDisposable = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    private var isStopped = false
    private var isDraining = false
    private var queue = Queue<Event<Element>>()

    init(scheduler: ImmediateSchedulerType, observer: Observer) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        let startsDrain = lock.performLocked {
            if isStopped { return false }
            if event.isStopEvent { isStopped = true }
            queue.enqueue(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        if startsDrain {
            scheduleDisposable.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                self.drainOne(recurse)
            }
        }
    }

    /// Delivers one queued event and reschedules itself while more are waiting.
    private func drainOne(_ recurse: (()) -> Void) {
        let next = lock.performLocked { () -> Event<Element>? in
            if let event = queue.dequeue() { return event }
            isDraining = false
            return nil
        }
        guard let next, !isDisposed else { return }
        forwardOn(next)
        if next.isStopEvent {
            dispose()
            return
        }
        let hasMore = lock.performLocked {
            if queue.isEmpty { isDraining = false }
            return isDraining
        }
        if hasMore {
            recurse(())
        }
    }

    override func dispose() {
        super.dispose()
        scheduleDisposable.dispose()
    }
}

private final class ObserveOn<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}
