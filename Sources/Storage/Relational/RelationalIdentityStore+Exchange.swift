import Foundation

extension RelationalIdentityStore {
    private static var refreshTokenColumns: String {
        """
        token_hash, family_id, local_id, sign_in_provider, auth_time, created_at, absolute_expiry, spent_at,
        successor_hash, successor_sealed, revoked_at
        """
    }

    /// The body of `exchangeRefreshToken`, written once for both engines: run it inside the store's
    /// `writeAtomicStatements` transaction (PostgreSQL) or a batched write (SQLite). It locks the token
    /// row first (`SQLDialect.rowLock`), so concurrent exchanges of one token queue and the later ones
    /// see it spent. (A deadlock with an account deletion, which locks account then tokens, is
    /// retried by PostgreSQL's transaction runner.)
    public static func exchangeRefreshToken(
        in session: Session, hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) throws -> RefreshExchange {
        let found = try session.firstRow(
            "SELECT \(refreshTokenColumns) FROM refresh_tokens WHERE token_hash = $1\(dialect.rowLock)",
            [hash]
        ) { row in
            RefreshTokenRecord(
                tokenHash: row.data(0), familyId: row.string(1), localId: row.string(2),
                signInProvider: row.string(3), authTime: row.int64(4), createdAt: row.int64(5),
                absoluteExpiry: row.int64(6), spentAt: row.optionalInt64(7),
                successorHash: row.optionalData(8),
                successorSealed: row.optionalData(9), revokedAt: row.optionalInt64(10))
        }
        guard let token = found else { return .refused(.notFound) }
        let state = token.rotationState(now: now, graceSeconds: graceSeconds)
        switch state {
        case .revoked:
            return .refused(.revoked)
        case .expired:
            return .refused(.expired)
        case .reused:
            try session.run(
                "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
                [now, token.familyId])
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
            try session.run(
                """
                INSERT INTO refresh_tokens (\(refreshTokenColumns))
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                """,
                [
                    next.tokenHash, next.familyId, next.localId, next.signInProvider, next.authTime,
                    next.createdAt, next.absoluteExpiry, next.spentAt, next.successorHash,
                    next.successorSealed, next.revokedAt,
                ])
            try session.run(
                """
                UPDATE refresh_tokens SET spent_at = $1, successor_hash = $2, successor_sealed = $3
                WHERE token_hash = $4
                """, [now, successor.tokenHash, successor.sealed, hash])
            return .rotated(next, account: account)
        }
    }
}
