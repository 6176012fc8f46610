/// A scheduler on a virtual clock: work runs in time order when `start()` or `advanceTo(_:)` is called,
/// and the clock jumps from one scheduled time to the next. Equal times run first-in first-out.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let converter: Converter
    private var running = false
    private var nextID = 0
    private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>

    /// The virtual clock.
    public private(set) var clock: VirtualTime

    /// The clock as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Whether `start()` is running.
    public var isRunning: Bool { running }

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        clock = initialClock
        self.converter = converter
        queue = PriorityQueue { lhs, rhs in
            switch converter.compareVirtualTime(lhs.time, rhs.time) {
            case .lessThan: true
            case .greaterThan: false
            case .equal: lhs.id < rhs.id
            }
        }
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.convertToVirtualTime(now.addingDispatchInterval(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` after a virtual interval.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
    }

    /// Schedules `action` at a virtual time.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = VirtualSchedulerItem(action: { action(state) }, time: time, id: nextID)
        nextID += 1
        queue.enqueue(item)
        return item
    }

    /// Adjusts the time of work scheduled relative to now. Subclasses may delay work due now.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs scheduled work in time order until nothing is left or `stop()` is called.
    public func start() {
        guard !running else { return }
        running = true
        while running, let next = findNext() {
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                clock = next.time
            }
            next.invoke()
            queue.remove(next)
        }
        running = false
    }

    /// Runs work scheduled up to `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: VirtualTime) {
        guard !running else { rxFatalError("Scheduler is already running") }
        running = true
        while running, let next = findNext() {
            if converter.compareVirtualTime(next.time, virtualTime).greaterThan { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                clock = next.time
            }
            next.invoke()
            queue.remove(next)
        }
        clock = virtualTime
        running = false
    }

    /// Moves the clock forward without running work.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThen {
            rxFatalError("Can't sleep to the past")
        }
        clock = sleepTo
    }

    /// Stops `start()` after the work that is running.
    public func stop() {
        running = false
    }

    private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = queue.peek() {
            if front.isDisposed {
                queue.remove(front)
                continue
            }
            return front
        }
        return nil
    }
}

/// Work waiting on a virtual clock.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let action: () -> Disposable
    let time: Time
    let id: Int
    private let disposable = SingleAssignmentDisposable()

    init(action: @escaping () -> Disposable, time: Time, id: Int) {
        self.action = action
        self.time = time
        self.id = id
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        disposable.setDisposable(action())
    }

    func dispose() {
        disposable.dispose()
    }
}
