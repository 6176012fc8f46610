import Foundation

extension ObservableType {
    /// Emits the first element of each window of `dueTime` immediately and, when `latest` is true, the
    /// last element received during the window once the window closes.
    ///
    /// No two elements are emitted less than `dueTime` apart. With `latest: false` the elements that
    /// arrive inside a window are dropped. A completion that arrives while a trailing element is pending
    /// is delivered right after that element.
    ///
    /// - seealso: [debounce on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    ///
    /// - parameter dueTime: Throttling duration for each element.
    /// - parameter latest: Whether the latest element received during a window is emitted when it closes.
    /// - parameter scheduler: Scheduler to run the throttle timers on.
    /// - returns: The throttled sequence.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: Throttle<Element>
    private let lock = RecursiveLock()
    private let cancellable = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    private var lastUnsentElement: Element?
    private var lastSentTime: Date?
    private var isCompleted = false

    init(parent: Throttle<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribeUnwrapped(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.performLocked { synchronizedOn(event) }
    }

    private func synchronizedOn(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let remaining: RxTimeInterval
            if let lastSentTime {
                remaining = parent.dueTime.reduceWithSpanBetween(
                    earlierDate: lastSentTime, laterDate: parent.scheduler.now)
            } else {
                remaining = .nanoseconds(0)
            }
            if remaining.isNow {
                sendNow(element)
                return
            }
            guard parent.latest else { return }
            let isTimerPending = lastUnsentElement != nil
            lastUnsentElement = element
            if isTimerPending { return }
            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(
                parent.scheduler.scheduleRelative((), dueTime: remaining) { _ in
                    self.propagate()
                    return Disposables.create()
                })
        case .error:
            lastUnsentElement = nil
            forwardOn(event)
            dispose()
        case .completed:
            if lastUnsentElement != nil {
                isCompleted = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(_ element: Element) {
        lastUnsentElement = nil
        forwardOn(.next(element))
        // Measured after forwarding, so slow observers widen the window rather than shrink it.
        lastSentTime = parent.scheduler.now
    }

    private func propagate() {
        lock.performLocked {
            if let lastUnsentElement {
                sendNow(lastUnsentElement)
            }
            if isCompleted {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}

private final class Throttle<Element>: Producer<Element>, @unchecked Sendable {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}
