import Foundation

/// A connection pool plus transactions that retry what PostgreSQL says may be retried.
///
/// A transaction is retried from the start, on a fresh connection when the old one broke, after a
/// serialization failure (`40001`) or a deadlock (`40P01`), up to `maxAttempts` times, and after a
/// connection failure until `unavailableAfterSeconds` have passed since the first failure (so a
/// restart or a fail-over is ridden out). The body therefore may run more than once and must only touch the database through
/// its connection.
///
/// A write transaction first asks for its transaction id. When the connection is lost while
/// `COMMIT` is in flight, the outcome is looked up with `txid_status` on a new connection: a
/// committed transaction returns its result, an aborted one is retried. Only when the database
/// cannot be asked within the same time does it fail with `.commitOutcomeUnknown`.
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

        var writes: Bool { self != .readOnlySnapshot }
    }

    public let pool: PostgresConnectionPool
    public let maxAttempts: Int
    public let unavailableAfterSeconds: Double

    public init(pool: PostgresConnectionPool, maxAttempts: Int, unavailableAfterSeconds: Double = 10) {
        self.pool = pool
        self.maxAttempts = max(1, maxAttempts)
        self.unavailableAfterSeconds = max(0, unavailableAfterSeconds)
    }

    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    public func transaction<T>(_ isolation: Isolation, _ body: (PostgresConnection) throws -> T) throws -> T {
        try withRetries { connection, pending in try Self.runOnce(connection, isolation, body, &pending) }
    }

    /// A transaction in two round trips: `reads` are sent with `BEGIN` (and the transaction id query),
    /// `decide` turns their results into the writes and the result, and the writes are sent with
    /// `COMMIT` (libpq's pipeline mode). Retried, and looked up after a cut-off `COMMIT`, as
    /// `transaction` is; `decide` may therefore run more than once.
    public func pipelinedTransaction<T>(
        _ isolation: Isolation, reads: [PostgresStatement],
        decide: ([PostgresResultSet]) throws -> (writes: [PostgresStatement], result: T)
    ) throws -> T {
        try withRetries { connection, pending in
            try Self.runPipelinedOnce(connection, isolation, reads: reads, decide: decide, &pending)
        }
    }

    /// Runs `attempt` on pooled connections until it succeeds or fails for good (see the type's rules).
    private func withRetries<T>(_ attempt: (PostgresConnection, inout Pending<T>?) throws -> T) throws -> T {
        // The time for riding out an outage starts with the first sign of it (not while queueing
        // for a connection).
        var outageDeadline: Date?
        var deadline: Date {
            if let outageDeadline { return outageDeadline }
            let started = Date().addingTimeInterval(unavailableAfterSeconds)
            outageDeadline = started
            return started
        }
        var attemptNumber = 1
        var reconnects = 0
        while true {
            do {
                var pending: Pending<T>?
                do {
                    return try pool.withConnection { try attempt($0, &pending) }
                } catch let error as PostgresError where error.kind == .commitOutcomeUnknown {
                    guard let pending else { throw error }
                    let until = deadline
                    if try committed(pending.transactionID, until: until) { return pending.result }
                    // Aborted: nothing happened, so the transaction is run again (while time is left).
                    reconnects += 1
                    guard Date() < until else { throw error }
                }
            } catch let error as PostgresError where error.isSerializationFailure {
                guard attemptNumber < maxAttempts else {
                    throw PostgresError(
                        .retriesExhausted, sqlState: error.sqlState,
                        detail: "gave up after \(attemptNumber) attempts")
                }
                attemptNumber += 1
                usleep(UInt32.random(in: 0...(1_000 << min(attemptNumber, 6))))
            } catch let error as PostgresError where error.kind == .connectionFailed {
                reconnects += 1
                let until = deadline
                guard Date() < until else { throw error }
                Self.pause(reconnects, until: until)
            }
        }
    }

    /// A write whose `COMMIT` was sent: its transaction id and the body's result.
    private struct Pending<T> {
        let transactionID: Int64
        let result: T
    }

    private static func runOnce<T>(
        _ connection: PostgresConnection, _ isolation: Isolation, _ body: (PostgresConnection) throws -> T,
        _ pending: inout Pending<T>?
    ) throws -> T {
        try connection.execute(isolation.beginSQL)
        let result: T
        let transactionID: Int64?
        do {
            transactionID =
                isolation.writes
                ? try connection.queryOne("SELECT txid_current()") { try $0.int64(0) } : nil
            result = try body(connection)
        } catch {
            if connection.isHealthy { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
        do {
            try connection.execute("COMMIT")
        } catch let error where error.kind == .connectionFailed {
            if let transactionID { pending = Pending(transactionID: transactionID, result: result) }
            throw PostgresError(
                .commitOutcomeUnknown, detail: "the connection broke while COMMIT was in flight")
        }
        return result
    }

    private static func runPipelinedOnce<T>(
        _ connection: PostgresConnection, _ isolation: Isolation, reads: [PostgresStatement],
        decide: ([PostgresResultSet]) throws -> (writes: [PostgresStatement], result: T),
        _ pending: inout Pending<T>?
    ) throws -> T {
        let head =
            [PostgresStatement(isolation.beginSQL)]
            + (isolation.writes ? [PostgresStatement("SELECT txid_current()")] : []) + reads
        let transactionID: Int64?
        let writes: [PostgresStatement]
        let result: T
        do {
            var results = try connection.pipeline(head)
            results.removeFirst()
            transactionID = isolation.writes ? try results.removeFirst().rows { try $0.int64(0) }.first : nil
            (writes, result) = try decide(results)
        } catch {
            rollBack(connection)
            throw error
        }
        do {
            _ = try connection.pipeline(writes + [PostgresStatement("COMMIT")])
        } catch let error where error.kind == .connectionFailed {
            if let transactionID { pending = Pending(transactionID: transactionID, result: result) }
            throw PostgresError(
                .commitOutcomeUnknown, detail: "the connection broke while COMMIT was in flight")
        } catch {
            rollBack(connection)
            throw error
        }
        return result
    }

    /// Ends a failed transaction on a connection that still works (a connection in pipeline mode
    /// or broken is dropped by the pool instead).
    private static func rollBack(_ connection: PostgresConnection) {
        if connection.isHealthy, !connection.isInPipeline { _ = try? connection.execute("ROLLBACK") }
    }

    /// Whether transaction `id` committed, asked on fresh connections until `deadline`.
    private func committed(_ id: Int64, until deadline: Date) throws -> Bool {
        var tries = 0
        while true {
            do {
                let status = try pool.withConnection { connection in
                    try connection.queryOne("SELECT txid_status($1)", [id]) { $0.optionalString(0) }
                }
                switch status ?? nil {
                case "committed": return true
                case "aborted": return false
                default: break  // "in progress": the server has not noticed the lost connection yet.
                }
            } catch let error as PostgresError where error.kind == .connectionFailed {
                guard Date() < deadline else {
                    throw PostgresError(
                        .commitOutcomeUnknown,
                        detail: "the database could not be asked whether COMMIT succeeded")
                }
            }
            tries += 1
            guard Date() < deadline else {
                throw PostgresError(.commitOutcomeUnknown, detail: "the transaction stayed in progress")
            }
            Self.pause(tries, until: deadline)
        }
    }

    /// Sleeps 50 ms, 100 ms, … up to 1 s, never past `deadline`.
    private static func pause(_ attempt: Int, until deadline: Date) {
        let wanted = Double(min(attempt, 20)) * 0.05
        let seconds = min(wanted, max(0, deadline.timeIntervalSinceNow))
        usleep(UInt32(seconds * 1_000_000))
    }
}
