import Foundation

/// A connection pool plus transactions that retry what PostgreSQL says may be retried.
///
/// A transaction is retried from the start, on a fresh connection when the old one broke, after a
/// serialization failure (`40001`), a deadlock (`40P01`) or a connection failure before `COMMIT`,
/// up to `maxAttempts` times. The body therefore may run more than once and must only touch the
/// database through its connection. A connection lost while `COMMIT` was in flight is not retried
/// (the transaction may have committed): it fails with `.commitOutcomeUnknown`.
public final class PostgresDatabase: Sendable {
    public enum Isolation: Sendable {
        /// Each statement sees what was committed before it; for single-statement atomic writes.
        case readCommitted
        /// A consistent read-only snapshot; never fails with serialization errors.
        case readOnlySnapshot
        /// As if transactions ran one after another; conflicts fail with `40001` and are retried.
        case serializable

        var beginSQL: String {
            switch self {
            case .readCommitted: "BEGIN ISOLATION LEVEL READ COMMITTED"
            case .readOnlySnapshot: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
            case .serializable: "BEGIN ISOLATION LEVEL SERIALIZABLE"
            }
        }
    }

    public let pool: PostgresConnectionPool
    public let maxAttempts: Int

    public init(pool: PostgresConnectionPool, maxAttempts: Int) {
        self.pool = pool
        self.maxAttempts = max(1, maxAttempts)
    }

    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    public func transaction<T>(_ isolation: Isolation, _ body: (PostgresConnection) throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                return try pool.withConnection { try Self.runOnce($0, isolation, body) }
            } catch let error as PostgresError where error.isSerializationFailure {
                guard attempt < maxAttempts else {
                    throw PostgresError(
                        .retriesExhausted, sqlState: error.sqlState,
                        detail: "gave up after \(attempt) attempts")
                }
                usleep(UInt32.random(in: 0...(1_000 << min(attempt, 6))))
            } catch let error as PostgresError where error.kind == .connectionFailed {
                guard attempt < maxAttempts else { throw error }
                usleep(UInt32(min(attempt, 10)) * 100_000)
            }
            attempt += 1
        }
    }

    private static func runOnce<T>(
        _ connection: PostgresConnection, _ isolation: Isolation, _ body: (PostgresConnection) throws -> T
    ) throws -> T {
        try connection.execute(isolation.beginSQL)
        let result: T
        do {
            result = try body(connection)
        } catch {
            if connection.isHealthy { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
        do {
            try connection.execute("COMMIT")
        } catch let error where error.kind == .connectionFailed {
            throw PostgresError(
                .commitOutcomeUnknown, detail: "the connection broke while COMMIT was in flight")
        }
        return result
    }
}
