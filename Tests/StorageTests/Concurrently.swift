import Foundation
import Synchronization

/// Runs `body` on `count` separate threads that start together, and returns each thread's result
/// in thread-index order.
func concurrently<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) throws -> T) -> [Result<
    T, any Error
>] {
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
    done.wait()
    return results.withLock { results in (0..<count).map { results[$0]! } }
}
