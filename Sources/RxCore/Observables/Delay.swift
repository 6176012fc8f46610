import Foundation

extension ObservableType {
    /// Shifts every element and the completion of the source forward in time by `dueTime`.
    ///
    /// Errors are not delayed: an error is delivered as soon as it arrives and drops the elements that
    /// are still waiting. The source subscription ends as soon as the source terminates.
    ///
    /// - seealso: [delay on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    ///
    /// - parameter dueTime: Relative time shift of the source.
    /// - parameter scheduler: Scheduler to run the delay timers on.
    /// - returns: The source sequence shifted in time by `dueTime`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let cancelable = SerialDisposable()

    // MARK: - State (guarded by `lock`)
    /// A drain is scheduled or running.
    private var isActive = false
    /// The drain is forwarding events right now (possibly on another thread).
    private var isRunning = false
    private var errorEvent: Event<Element>?
    private var queue = Queue<(time: RxTime, event: Event<Element>)>()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeUnwrapped(self))
        return Disposables.create(sourceSubscription, cancelable)
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            sourceSubscription.dispose()
        }
        switch event {
        case .error:
            let sendsImmediately = lock.performLocked {
                let sendsImmediately = !isRunning
                queue = Queue()
                errorEvent = event
                return sendsImmediately
            }
            if sendsImmediately {
                forwardOn(event)
                dispose()
            }
        case .next, .completed:
            let startsDrain = lock.performLocked {
                let startsDrain = !isActive
                isActive = true
                queue.enqueue((scheduler.now, event))
                return startsDrain
            }
            if startsDrain {
                cancelable.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { _, recurse in
                    self.drain(recurse)
                }
            }
        }
    }

    /// Forwards the oldest queued event, then schedules itself for the next one.
    ///
    /// An error that arrives while this runs is delivered from here, so the observer never sees two
    /// events at once.
    private func drain(_ recurse: ((), RxTimeInterval) -> Void) {
        let hasFailed = lock.performLocked {
            if errorEvent == nil { isRunning = true }
            return errorEvent != nil
        }
        if hasFailed { return }

        var hasForwarded = false
        while true {
            let (error, eventNow, nextTime) = lock.performLocked {
                () -> (Event<Element>?, Event<Element>?, RxTime?) in
                let eventNow = hasForwarded ? nil : queue.dequeue()?.event
                let nextTime = hasForwarded ? queue.peek()?.time : nil
                if errorEvent == nil && eventNow == nil {
                    isRunning = false
                    if nextTime == nil { isActive = false }
                }
                return (errorEvent, eventNow, nextTime)
            }
            if let error {
                forwardOn(error)
                dispose()
                return
            }
            if let eventNow {
                hasForwarded = true
                forwardOn(eventNow)
                if eventNow.isStopEvent {
                    dispose()
                    return
                }
            } else if let nextTime {
                recurse((), dueTime.reduceWithSpanBetween(earlierDate: nextTime, laterDate: scheduler.now))
                return
            } else {
                return
            }
        }
    }
}

private final class Delay<Element>: Producer<Element>, @unchecked Sendable {
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
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        let subscription = sink.run(source: source)
        sink.attach(subscription)
        return sink
    }
}
