/// The scheduler `Driver` and `Signal` deliver on.
///
/// By default ``make()`` returns a **new** `MainScheduler()` each time, as RxCocoa does, so every shared
/// sequence has a main scheduler of its own. A `MainScheduler` runs work at once when called on the main
/// queue with none of *its own* work pending, and otherwise enqueues it on the main queue; with one
/// scheduler per sequence, a driver stage that runs inside another stage's main-scheduled work (or while
/// something else waits on the main queue) still delivers at once instead of a turn of the queue later.
/// On Linux a program using drivers must drain the main queue (`dispatchMain()` or the terminal app's run
/// loop).
///
/// **Testing.** RxCocoa's `SharingScheduler.mock` swaps a process-wide closure, which is a data race
/// as soon as tests run in parallel (Swift Testing runs them in parallel by default). Here
/// ``mock(scheduler:action:)`` overrides the scheduler only **for the calling thread and only while
/// `action` runs** (a thread-local stack, so mocks nest). `action` is synchronous, so it cannot hop
/// threads; build the drivers and run the test scheduler inside it:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let res = SharingScheduler.mock(scheduler: scheduler) {
///     scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
/// }
/// ```
///
/// Operators read the scheduler when they are built (as in RxCocoa), so a driver built inside `mock`
/// keeps the mocked scheduler when it is subscribed later. Code running on other threads during
/// `action` still gets a `MainScheduler`.
public enum SharingScheduler {
    private static let mocks = ThreadLocal { MockStack() }

    /// The scheduler to use for a new shared sequence on the current thread.
    public static func make() -> SchedulerType {
        if let make = mocks.value.makers.last {
            return make()
        }
        return MainScheduler()
    }

    /// Runs `action` with ``make()`` returning `scheduler` on the current thread.
    @discardableResult
    public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows -> Result
    {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with ``make()`` returning `makeScheduler()` on the current thread.
    @discardableResult
    public static func mock<Result>(
        makeScheduler: @escaping () -> SchedulerType, action: () throws -> Result
    ) rethrows -> Result {
        let stack = mocks.value
        stack.makers.append(makeScheduler)
        defer { stack.makers.removeLast() }
        return try action()
    }

    /// The per-thread stack of mocked scheduler factories (only touched by its own thread).
    private final class MockStack {
        var makers: [() -> SchedulerType] = []
    }
}
