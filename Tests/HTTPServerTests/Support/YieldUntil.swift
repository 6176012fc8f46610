/// Yields until `condition` holds. A hang guard, not a speed check: once `limit` passes first, throws
/// ``YieldUntilTimedOut`` naming `purpose`, so a test whose condition never comes fails instead of hanging.
func yieldUntil(
    _ purpose: String, within limit: Duration = .seconds(30), _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + limit
    while !condition() {
        guard ContinuousClock.now < deadline else { throw YieldUntilTimedOut(purpose: purpose, limit: limit) }
        await Task.yield()
    }
}

/// ``yieldUntil(_:within:_:)`` gave up.
struct YieldUntilTimedOut: Error, CustomStringConvertible {
    let purpose: String
    let limit: Duration

    var description: String { "hang guard: gave up waiting for \(purpose) after \(limit)" }
}
