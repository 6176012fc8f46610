internal import CSQLite
import Foundation

extension SQLiteConnection {
    /// How a transaction takes its locks.
    public enum TransactionKind: Sendable {
        /// Takes locks lazily; for read-only snapshots.
        case deferred
        /// Takes the write lock at `BEGIN`, so writers queue up front instead of failing mid-way.
        case immediate
        case exclusive

        var beginSQL: String {
            switch self {
            case .deferred: "BEGIN DEFERRED"
            case .immediate: "BEGIN IMMEDIATE"
            case .exclusive: "BEGIN EXCLUSIVE"
            }
        }
    }

    /// Runs `body` inside a transaction: commits when it returns, rolls back when it throws.
    ///
    /// `BEGIN` that fails with `SQLITE_BUSY` (another process holds the write lock beyond the busy
    /// timeout) is retried up to `configuration.beginRetryLimit` times with a short back-off;
    /// `body` has not run at that point, so retrying is safe.
    public func transaction<T>(
        _ kind: TransactionKind = .immediate,
        _ body: (SQLiteConnection) throws -> T
    ) throws -> T {
        try ensureOpen()
        guard isAutocommit else {
            throw SQLiteError(
                code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE,
                message: "a transaction is already open on this connection")
        }
        try begin(kind)
        let result: T
        do {
            result = try body(self)
        } catch {
            rollback()
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            rollback()
            throw error
        }
        return result
    }

    func begin(_ kind: TransactionKind) throws(SQLiteError) {
        var attempt = 0
        while true {
            do {
                try execute(kind.beginSQL)
                return
            } catch  where error.isBusy && attempt < configuration.beginRetryLimit {
                attempt += 1
                usleep(UInt32(1_000 * min(attempt * 5, 50)))
            }
        }
    }

    func rollback() {
        if !isAutocommit {
            // A failed ROLLBACK leaves nothing better to do; SQLite rolls back on close anyway.
            try? execute("ROLLBACK")
        }
    }
}
