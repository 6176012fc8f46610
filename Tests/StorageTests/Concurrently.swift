import Foundation
import Synchronization

/// Runs `body` on `count` separate threads that start together, and returns each thread's result
/// in thread-index order.
///
/// A hang guard, not a speed check: a thread that has not finished within `limit` (a store call stuck
/// on a lock) gets a ``ConcurrentlyTimedOut`` failure in its place, so the test fails instead of hanging.
func concurrently<T: Sendable>(
    _ count: Int, within limit: Duration = .seconds(60), _ body: @escaping @Sendable (Int) throws -> T
) -> [Result<T, any Error>] {
    let results = Mutex<[Int: Result<T, any Error>]>([:])
    let ready = DispatchSemaphore(value: 0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        let thread = Thread {
            ready.signal()
            start.wait()
            let result = Result { try body(index) }
            results.withLock { $0[index] = result }
            done.leave()
        }
        thread.start()
    }
    for _ in 0..<count { ready.wait() }
    for _ in 0..<count { start.signal() }
    _ = done.wait(timeout: .now() + .seconds(Int(limit.components.seconds)))
    return results.withLock { results in
        (0..<count).map { results[$0] ?? .failure(ConcurrentlyTimedOut(index: $0, limit: limit)) }
    }
}

/// A thread of ``concurrently(_:within:_:)`` that did not finish in time.
struct ConcurrentlyTimedOut: Error, CustomStringConvertible {
    let index: Int
    let limit: Duration

    var description: String { "hang guard: thread \(index) did not finish within \(limit)" }
}
