import Foundation

extension SQLiteIdentityStore {
    private static let refreshTokenColumns = """
        token_hash, family_id, local_id, sign_in_provider, auth_time, created_at, absolute_expiry, spent_at,
        successor_hash, successor_sealed, revoked_at
        """

    private static func refreshToken(from row: Row) -> RefreshTokenRecord {
        RefreshTokenRecord(
            tokenHash: row.data(0), familyId: row.string(1), localId: row.string(2),
            signInProvider: row.string(3),
            authTime: row.int64(4), createdAt: row.int64(5), absoluteExpiry: row.int64(6),
            spentAt: row.optionalInt64(7), successorHash: row.optionalData(8),
            successorSealed: row.optionalData(9),
            revokedAt: row.optionalInt64(10))
    }

    private static func insert(_ connection: SQLiteConnection, _ token: RefreshTokenRecord) throws {
        try connection.execute(
            """
            INSERT INTO refresh_tokens (\(refreshTokenColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                token.tokenHash, token.familyId, token.localId, token.signInProvider, token.authTime,
                token.createdAt, token.absoluteExpiry, token.spentAt, token.successorHash,
                token.successorSealed, token.revokedAt,
            ])
    }

    private static func loadRefreshToken(_ connection: SQLiteConnection, hash: Data) throws
        -> RefreshTokenRecord?
    {
        try connection.queryOne(
            "SELECT \(refreshTokenColumns) FROM refresh_tokens WHERE token_hash = ?", [hash],
            refreshToken(from:))
    }

    public func insertRefreshToken(_ token: RefreshTokenRecord) throws {
        try write { try Self.insert($0, token) }
    }

    public func refreshToken(hash: Data) throws -> RefreshTokenRecord? {
        try read { try Self.loadRefreshToken($0, hash: hash) }
    }

    public func rotateRefreshToken(hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken)
        throws
        -> RefreshRotation
    {
        try write { connection in
            guard let token = try Self.loadRefreshToken(connection, hash: hash) else { return .notFound }
            switch token.rotationState(now: now, graceSeconds: graceSeconds) {
            case .revoked:
                return .revoked
            case .expired:
                return .expired
            case .withinGrace:
                return .withinGrace(token)
            case .reused:
                try connection.execute(
                    "UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL",
                    [now, token.familyId])
                return .reused(familyId: token.familyId)
            case .live:
                let next = token.successor(successor, now: now)
                try Self.insert(connection, next)
                try connection.execute(
                    """
                    UPDATE refresh_tokens SET spent_at = ?, successor_hash = ?, successor_sealed = ?
                    WHERE token_hash = ?
                    """, [now, successor.tokenHash, successor.sealed, hash])
                return .rotated(next)
            }
        }
    }

    @discardableResult
    public func revokeRefreshTokenFamily(_ familyId: String, now: Int64) throws -> Int {
        try write { connection in
            try connection.execute(
                "UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL",
                [now, familyId])
            return connection.changes
        }
    }

    @discardableResult
    public func revokeAllRefreshTokens(localId: String, now: Int64) throws -> Int {
        try write { connection in
            try connection.execute(
                "UPDATE refresh_tokens SET revoked_at = ? WHERE local_id = ? AND revoked_at IS NULL",
                [now, localId])
            return connection.changes
        }
    }

    @discardableResult
    public func purgeRefreshTokens(expiredBefore instant: Int64) throws -> Int {
        try write { connection in
            try connection.execute("DELETE FROM refresh_tokens WHERE absolute_expiry <= ?", [instant])
            return connection.changes
        }
    }
}
