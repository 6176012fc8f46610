import Foundation

extension SQLiteIdentityStore {
    /// Runs through the database's group commit: concurrent exchanges share one transaction and one
    /// fsync, and each returns only after that commit.
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        do {
            return try await database.batchedWrite { connection in
                try Self.exchangeRefreshToken(
                    in: connection, hash: hash, now: now, graceSeconds: graceSeconds, successor: successor)
            }
        } catch let error as SQLiteError {
            throw Self.storeError(for: error)
        }
    }
}
