import Synchronization

/// How many times connections waited for the server: one per statement, script or pipeline. A
/// diagnostic (tests check how many round trips an operation costs).
public final class PostgresRoundTripCounter: Sendable {
    private let total = Atomic(0)

    public init() {}

    func count() {
        total.add(1, ordering: .relaxed)
    }

    public var value: Int { total.load(ordering: .relaxed) }
}
