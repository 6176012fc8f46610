import Foundation

extension RelationalIdentityStore {
    /// The body of `exchangeRefreshToken`, written once for both engines: run it inside the store's
    /// `writeAtomicStatements` transaction (PostgreSQL) or a batched write (SQLite). It locks the token
    /// row first (`SQLDialect.rowLock`), so concurrent exchanges of one token queue and the later ones
    /// see it spent. (A deadlock with an account deletion, which locks account then tokens, is
    /// retried by PostgreSQL's transaction runner.)
    public static func exchangeRefreshToken(
        in session: Session, hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) throws -> RefreshExchange {
        guard let token = try loadRefreshToken(session, hash: hash, locking: true) else {
            return .refused(.notFound)
        }
        let state = token.rotationState(now: now, graceSeconds: graceSeconds)
        switch state {
        case .revoked:
            return .refused(.revoked)
        case .expired:
            return .refused(.expired)
        case .reused:
            try revokeFamily(session, token.familyId, now: now)
            return .refused(.reused(familyId: token.familyId))
        case .live, .withinGrace:
            guard var account = try loadAccount(session, localId: token.localId) else {
                return .refused(.notFound)
            }
            guard !account.disabled else { return .accountDisabled }
            try session.run(
                "UPDATE accounts SET last_refresh_at = $1 WHERE local_id = $2", [now, account.localId])
            account.lastRefreshAt = now
            guard state == .live else { return .withinGrace(token, account: account) }
            let next = token.successor(successor, now: now)
            try insertRefreshToken(session, next)
            try markSpent(session, hash: hash, successor: successor, now: now)
            return .rotated(next, account: account)
        }
    }
}
