import Foundation

extension SQLiteIdentityStore {
    /// Runs through the database's group commit: concurrent exchanges share one transaction and one
    /// fsync, and each returns only after that commit.
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        do {
            return try await database.batchedWrite { connection in
                try Self.exchange(
                    connection, hash: hash, now: now, graceSeconds: graceSeconds, successor: successor)
            }
        } catch let error as SQLiteError {
            throw Self.storeError(for: error)
        }
    }

    private static func exchange(
        _ connection: SQLiteConnection, hash: Data, now: Int64, graceSeconds: Int64,
        successor: NewRefreshToken
    ) throws -> RefreshExchange {
        guard let token = try loadRefreshToken(connection, hash: hash) else { return .refused(.notFound) }
        let state = token.rotationState(now: now, graceSeconds: graceSeconds)
        switch state {
        case .revoked:
            return .refused(.revoked)
        case .expired:
            return .refused(.expired)
        case .reused:
            try connection.execute(
                "UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL",
                [now, token.familyId])
            return .refused(.reused(familyId: token.familyId))
        case .live, .withinGrace:
            guard var account = try loadAccount(connection, localId: token.localId) else {
                return .refused(.notFound)
            }
            guard !account.disabled else { return .accountDisabled }
            try connection.execute(
                "UPDATE accounts SET last_refresh_at = ? WHERE local_id = ?", [now, account.localId])
            account.lastRefreshAt = now
            guard state == .live else { return .withinGrace(token, account: account) }
            let next = token.successor(successor, now: now)
            try insert(connection, next)
            try connection.execute(
                """
                UPDATE refresh_tokens SET spent_at = ?, successor_hash = ?, successor_sealed = ?
                WHERE token_hash = ?
                """, [now, successor.tokenHash, successor.sealed, hash])
            return .rotated(next, account: account)
        }
    }
}
