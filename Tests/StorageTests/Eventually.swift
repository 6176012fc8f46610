import Foundation

/// Polls `condition` every 10 ms until it holds. A hang guard, not a speed check: after `limit` it
/// throws, so a condition that never comes true fails the test instead of hanging it.
func eventually(
    within limit: Duration = .seconds(30), _ what: String, _ condition: () throws -> Bool
) throws {
    let deadline = ContinuousClock.now + limit
    while !(try condition()) {
        guard ContinuousClock.now < deadline else { throw EventuallyTimedOut(what: what, limit: limit) }
        usleep(10_000)
    }
}

struct EventuallyTimedOut: Error, CustomStringConvertible {
    let what: String
    let limit: Duration

    var description: String { "hang guard: \(what) did not happen within \(limit)" }
}

/// `eventually` for async tests: sleeps without holding a thread of the cooperative pool.
func eventually(
    within limit: Duration = .seconds(30), _ what: String, _ condition: () throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !(try condition()) {
        guard ContinuousClock.now < deadline else { throw EventuallyTimedOut(what: what, limit: limit) }
        try await Task.sleep(for: .milliseconds(10))
    }
}
