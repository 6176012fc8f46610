/// Runs work on the current thread, after the work that is already running on this thread's schedule
/// finishes (a trampoline). The outermost `schedule` runs at once and then drains the queue.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// One per thread, touched by that thread only: the run-time exclusivity checks are skipped.
    final class ThreadState {
        @exclusivity(unchecked) var isScheduleRequired = true
        @exclusivity(unchecked) var queue: Queue<InvocableScheduledItem>?
    }

    private static let threadState = ThreadLocal { ThreadState() }

    private init() {}

    /// Whether the caller must schedule work (no schedule is running on this thread).
    public static var isScheduleRequired: Bool {
        threadState.value.isScheduleRequired
    }

    /// Runs `body` now; when no schedule is running on this thread, `body` runs as the outermost
    /// schedule (work it schedules waits until it returns). Same as `schedule` without allocating.
    @inline(__always)
    static func trampoline<T>(_ body: () -> T) -> T {
        let threadState = Self.threadState.value
        guard threadState.isScheduleRequired else { return body() }
        threadState.isScheduleRequired = false
        defer {
            threadState.isScheduleRequired = true
            threadState.queue = nil
        }
        let result = body()
        while let next = threadState.queue?.dequeue() {
            if !next.isDisposed { next.invoke() }
        }
        return result
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let threadState = Self.threadState.value
        if threadState.isScheduleRequired {
            threadState.isScheduleRequired = false
            defer {
                threadState.isScheduleRequired = true
                threadState.queue = nil
            }
            let disposable = action(state)
            while let next = threadState.queue?.dequeue() {
                if !next.isDisposed { next.invoke() }
            }
            return disposable
        }
        let item = ScheduledItem(action: action, state: state)
        if threadState.queue == nil {
            threadState.queue = Queue()
        }
        threadState.queue!.enqueue(item)
        return item
    }
}
