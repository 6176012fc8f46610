extension RefreshTokenRecord {
    /// What presenting this token at `now` amounts to; the rule every store implementation applies.
    public enum RotationState: Sendable, Equatable {
        case live
        case revoked
        case expired
        case withinGrace
        case reused
    }

    /// Classifies the token: revoked, then expired, then spent (within or past `graceSeconds`),
    /// otherwise live.
    public func rotationState(now: Int64, graceSeconds: Int64) -> RotationState {
        if revokedAt != nil { return .revoked }
        if now >= absoluteExpiry { return .expired }
        if let spentAt {
            return now - spentAt < graceSeconds * 1_000 ? .withinGrace : .reused
        }
        return .live
    }

    /// The successor a rotation at `now` inserts: same family, account, provider, sign-in time
    /// and absolute expiry, stored the same way.
    public func successor(_ token: NewRefreshToken, now: Int64) -> RefreshTokenRecord {
        RefreshTokenRecord(
            tokenHash: token.tokenHash, familyId: familyId, localId: localId,
            signInProvider: signInProvider, authTime: authTime, createdAt: now,
            absoluteExpiry: absoluteExpiry, inFamilyRow: inFamilyRow)
    }
}
