extension ObservableType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`, then, when `period` is given, `1`, `2`, … every `period`.
    ///
    /// Without a period the sequence completes right after its single element.
    ///
    /// - seealso: [timer on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    ///
    /// - parameter dueTime: Relative time after which the first element is produced.
    /// - parameter period: Period between the following elements, or `nil` for a single element.
    /// - parameter scheduler: Scheduler to run the timer on.
    /// - returns: An observable sequence that produces a value after `dueTime` and then every `period`.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
    )
        -> Observable<Element>
    {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

private final class TimerSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    private let parent: Timer<Element>
    private let lock = RecursiveLock()

    init(parent: Timer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run(period: RxTimeInterval) -> Disposable {
        parent.scheduler.schedulePeriodic(Element.zero, startAfter: parent.dueTime, period: period) { tick in
            self.lock.performLocked {
                self.forwardOn(.next(tick))
                return tick &+ 1
            }
        }
    }
}

private final class TimerOneOffSink<Observer: ObserverType>: Sink<Observer>
where Observer.Element: RxAbstractInteger {
    typealias Element = Observer.Element

    private let parent: Timer<Element>

    init(parent: Timer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRelative((), dueTime: parent.dueTime) { _ in
            self.forwardOn(.next(Element.zero))
            self.forwardOn(.completed)
            self.dispose()
            return Disposables.create()
        }
    }
}

private final class Timer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    let scheduler: SchedulerType
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let period {
            let sink = TimerSink(parent: self, observer: observer)
            sink.attach(sink.run(period: period))
            return sink
        }
        let sink = TimerOneOffSink(parent: self, observer: observer)
        sink.attach(sink.run())
        return sink
    }
}
