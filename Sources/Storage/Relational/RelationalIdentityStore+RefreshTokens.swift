import Foundation

extension RelationalIdentityStore {
    public func insertRefreshToken(_ token: RefreshTokenRecord) throws {
        try write { try Self.insertRefreshToken($0, token) }
    }

    public func refreshToken(hash: Data, familyId: String?) throws -> RefreshTokenRecord? {
        try read { session in
            guard let familyId else { return try Self.loadRefreshToken(session, hash: hash) }
            return try Self.loadRefreshFamily(session, familyId: familyId)?.token(hash: hash)
        }
    }

    public func rotateRefreshToken(hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken)
        throws -> RefreshRotation
    {
        // The token row locked (READ COMMITTED on PostgreSQL): rotations of different families never
        // conflict (under SERIALIZABLE they did, and exhausted their retries with several instances).
        try writeAtomicStatements { session in
            guard let token = try Self.loadRefreshToken(session, hash: hash, locking: true) else {
                return .notFound
            }
            switch token.rotationState(now: now, graceSeconds: graceSeconds) {
            case .revoked:
                return .revoked
            case .expired:
                return .expired
            case .withinGrace:
                return .withinGrace(token)
            case .reused:
                try Self.revokeFamily(session, token.familyId, now: now)
                return .reused(familyId: token.familyId)
            case .live:
                let next = token.successor(successor, now: now)
                try Self.insertRefreshToken(session, next)
                try Self.markSpent(session, hash: hash, successor: successor, now: now)
                return .rotated(next)
            }
        }
    }

    @discardableResult
    public func revokeRefreshTokenFamily(_ familyId: String, now: Int64) throws -> Int {
        try write { try Self.revokeFamily($0, familyId, now: now) }
    }

    @discardableResult
    public func revokeAllRefreshTokens(localId: String, now: Int64) throws -> Int {
        try write { session in
            let tokens = try session.run(
                """
                UPDATE refresh_tokens SET revoked_at = $1
                WHERE family_id IN (SELECT family_id FROM refresh_token_families WHERE local_id = $2)
                    AND revoked_at IS NULL
                """, [now, localId])
            return try tokens + Self.revokeFamilyRows(session, column: "local_id", localId, now: now)
        }
    }

    @discardableResult
    public func purgeRefreshTokens(expiredBefore instant: Int64) throws -> Int {
        // A family's tokens share its absolute expiry (successors inherit it), so the expired tokens
        // are those of the expired families; the families go after them.
        try write { session in
            let purged = try session.run(
                """
                DELETE FROM refresh_tokens WHERE family_id IN
                    (SELECT family_id FROM refresh_token_families WHERE absolute_expiry <= $1)
                """, [instant])
            let inRows =
                try session.firstRow(
                    """
                    SELECT count(*) + count(previous_hash) FROM refresh_token_families
                    WHERE absolute_expiry <= $1 AND current_hash IS NOT NULL
                    """, [instant]
                ) { try $0.int(0) } ?? 0
            try session.run("DELETE FROM refresh_token_families WHERE absolute_expiry <= $1", [instant])
            return purged + inRows
        }
    }
}
