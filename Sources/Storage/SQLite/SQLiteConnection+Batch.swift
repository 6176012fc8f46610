internal import CSQLite
import Foundation

extension SQLiteConnection {
    /// Runs several independent writes in one `BEGIN IMMEDIATE` transaction, each inside its own
    /// savepoint, and commits them together (one fsync for all of them: group commit).
    ///
    /// A member that throws is rolled back to its savepoint alone and gets its error; the others go on.
    /// When the transaction as a whole fails (`BEGIN` or `COMMIT` fails, or an error made SQLite roll
    /// the whole transaction back), every member gets that error and nothing of the batch is written.
    /// Returns one outcome per member, in order: `nil` for success (its writes are committed when this
    /// returns) or the member's error.
    func runBatch(_ members: [(SQLiteConnection) throws -> Void]) -> [(any Error)?] {
        do {
            try ensureOpen()
            guard isAutocommit else {
                throw SQLiteError(
                    code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE,
                    message: "a transaction is already open on this connection")
            }
            try begin(.immediate)
        } catch {
            return members.map { _ in error }
        }
        var outcomes: [(any Error)?] = []
        outcomes.reserveCapacity(members.count)
        for member in members {
            do {
                try execute("SAVEPOINT batch_member")
            } catch {
                return abandon(members, error)
            }
            do {
                try member(self)
                try execute("RELEASE batch_member")
                outcomes.append(nil)
            } catch {
                // Some errors (SQLITE_FULL, SQLITE_IOERR, …) roll the whole transaction back.
                guard !isAutocommit else { return abandon(members, error) }
                do {
                    try execute("ROLLBACK TO batch_member")
                    try execute("RELEASE batch_member")
                } catch let rollbackError {
                    return abandon(members, rollbackError)
                }
                outcomes.append(error)
            }
        }
        do {
            try execute("COMMIT")
        } catch {
            return abandon(members, error)
        }
        return outcomes
    }

    /// Rolls the whole batch back: every member fails with `error`.
    private func abandon(_ members: [(SQLiteConnection) throws -> Void], _ error: any Error) -> [(any Error)?]
    {
        rollback()
        return members.map { _ in error }
    }
}
