import Dispatch
import Synchronization

/// A one-shot latch for ordering tests: tasks `wait()` until someone calls `open()`.
///
/// Every wait has a deadline (a hang guard, not a speed check): a gate still closed after `limit` lets
/// its waiter go with `false`, so a test whose other side never comes fails instead of hanging.
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var nextWaiter = 0
        var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    }

    private let state = Mutex(State())

    /// Suspends until the gate opens (true), or until `limit` passes (false).
    @discardableResult
    func wait(within limit: Duration = .seconds(30)) async -> Bool {
        await withCheckedContinuation { continuation in
            let waiter = state.withLock { state -> Int? in
                if state.isOpen { return nil }
                state.nextWaiter += 1
                state.waiters[state.nextWaiter] = continuation
                return state.nextWaiter
            }
            guard let waiter else { return continuation.resume(returning: true) }
            let (seconds, attoseconds) = limit.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
                state.withLock { $0.waiters.removeValue(forKey: waiter) }?.resume(returning: false)
            }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [:] }
            return state.waiters.values
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }

    var isOpen: Bool { state.withLock { $0.isOpen } }
}

/// A thread-safe list of events, for asserting the order things happened in.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    func record(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var all: [String] { events.withLock { $0 } }
}
