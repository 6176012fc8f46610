import Foundation
import Storage

extension PostgresIdentityStore {
    /// One READ COMMITTED transaction with the token row locked, like `rotateRefreshToken`, that also
    /// stamps the account. (A deadlock with a concurrent account deletion, which locks the rows the other
    /// way round, is retried by `PostgresDatabase`.)
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        try writeAtomicStatements { connection in
            guard let token = try Self.lockRefreshToken(connection, hash: hash) else {
                return .refused(.notFound)
            }
            let state = token.rotationState(now: now, graceSeconds: graceSeconds)
            switch state {
            case .revoked:
                return .refused(.revoked)
            case .expired:
                return .refused(.expired)
            case .reused:
                try connection.execute(
                    "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
                    [now, token.familyId])
                return .refused(.reused(familyId: token.familyId))
            case .live, .withinGrace:
                guard var account = try Self.loadAccount(connection, localId: token.localId) else {
                    return .refused(.notFound)
                }
                guard !account.disabled else { return .accountDisabled }
                try connection.execute(
                    "UPDATE accounts SET last_refresh_at = $1 WHERE local_id = $2", [now, account.localId])
                account.lastRefreshAt = now
                guard state == .live else { return .withinGrace(token, account: account) }
                let next = token.successor(successor, now: now)
                try Self.insert(connection, next)
                try connection.execute(
                    """
                    UPDATE refresh_tokens SET spent_at = $1, successor_hash = $2, successor_sealed = $3
                    WHERE token_hash = $4
                    """, [now, successor.tokenHash, successor.sealed, hash])
                return .rotated(next, account: account)
            }
        }
    }
}
