import Foundation

extension RelationalIdentityStore {
    public static var refreshTokenColumns: String {
        """
        token_hash, family_id, local_id, sign_in_provider, auth_time, created_at, absolute_expiry, spent_at,
        successor_hash, successor_sealed, revoked_at
        """
    }

    public static func refreshToken(from row: Session.Row) throws -> RefreshTokenRecord {
        RefreshTokenRecord(
            tokenHash: try row.data(0), familyId: try row.string(1), localId: try row.string(2),
            signInProvider: try row.string(3), authTime: try row.int64(4), createdAt: try row.int64(5),
            absoluteExpiry: try row.int64(6), spentAt: try row.optionalInt64(7),
            successorHash: try row.optionalData(8),
            successorSealed: try row.optionalData(9), revokedAt: try row.optionalInt64(10))
    }

    /// The token's row; with `locking`, locked until the transaction ends (`SQLDialect.rowLock`), so
    /// concurrent rotations of one token queue there and the later ones read it as the first left it.
    static func loadRefreshToken(_ session: Session, hash: Data, locking: Bool = false) throws
        -> RefreshTokenRecord?
    {
        try session.firstRow(
            "SELECT \(refreshTokenColumns) FROM refresh_tokens WHERE token_hash = $1"
                + (locking ? dialect.rowLock : ""), [hash], refreshToken(from:))
    }

    /// Stores `token`, and its family's row when the token starts a family (a token `inFamilyRow` is
    /// stored in that row, `insertRefreshFamily`). A family belongs to one
    /// account: a token naming another account's family is refused (`accountNotFound` when that
    /// account does not exist, as when the family is new; otherwise `duplicateKey`).
    static func insertRefreshToken(_ session: Session, _ token: RefreshTokenRecord) throws {
        guard !token.inFamilyRow else { return try insertRefreshFamily(session, token) }
        let owner = try session.firstRow(
            "SELECT local_id FROM refresh_token_families WHERE family_id = $1", [token.familyId]
        ) { try $0.string(0) }
        if owner == nil {
            try session.run(
                "INSERT INTO refresh_token_families (family_id, local_id, absolute_expiry) VALUES ($1, $2, $3)",
                [token.familyId, token.localId, token.absoluteExpiry])
        } else if owner != token.localId {
            let exists = try session.firstRow(
                "SELECT 1 FROM accounts WHERE local_id = $1", [token.localId]
            ) { _ in true }
            throw exists == true ? StoreError.duplicateKey : StoreError.accountNotFound
        }
        try session.run(
            """
            INSERT INTO refresh_tokens (\(refreshTokenColumns))
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
            """, refreshTokenArguments(token))
    }

    /// The token's column values in `refreshTokenColumns` order.
    static func refreshTokenArguments(_ token: RefreshTokenRecord) -> [any SQLArgumentConvertible] {
        [
            token.tokenHash, token.familyId, token.localId, token.signInProvider, token.authTime,
            token.createdAt, token.absoluteExpiry, token.spentAt, token.successorHash,
            token.successorSealed, token.revokedAt,
        ]
    }

    /// Marks `hash` spent now, pointing at its successor.
    static func markSpent(_ session: Session, hash: Data, successor: NewRefreshToken, now: Int64) throws {
        try session.run(
            """
            UPDATE refresh_tokens SET spent_at = $1, successor_hash = $2, successor_sealed = $3
            WHERE token_hash = $4
            """, [now, successor.tokenHash, successor.sealed, hash])
    }

    /// Revokes the family's tokens, in their own rows or in the family's; returns how many were not
    /// revoked before.
    @discardableResult
    static func revokeFamily(_ session: Session, _ familyId: String, now: Int64) throws -> Int {
        let tokens = try session.run(
            "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
            [now, familyId])
        return try tokens + revokeFamilyRows(session, column: "family_id", familyId, now: now)
    }

    /// Revokes the family rows whose `column` (`family_id` or `local_id`) is `value`; returns how many
    /// of their tokens were not revoked before.
    static func revokeFamilyRows(_ session: Session, column: String, _ value: String, now: Int64) throws
        -> Int
    {
        let live = "current_hash IS NOT NULL AND revoked_at IS NULL AND \(column) = "
        let tokens =
            try session.firstRow(
                "SELECT count(*) + count(previous_hash) FROM refresh_token_families WHERE \(live)$1", [value]
            ) { try $0.int(0) } ?? 0
        guard tokens > 0 else { return 0 }
        try session.run("UPDATE refresh_token_families SET revoked_at = $1 WHERE \(live)$2", [now, value])
        return tokens
    }
}
