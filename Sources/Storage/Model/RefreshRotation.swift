/// The outcome of presenting a refresh token for rotation.
public enum RefreshRotation: Sendable, Equatable {
    /// The token was live: it is now spent and `successor` (returned) was inserted.
    case rotated(RefreshTokenRecord)
    /// The token was spent less than the grace interval ago: nothing changed; the returned spent
    /// record carries `successorSealed`, the successor issued then.
    case withinGrace(RefreshTokenRecord)
    /// The token was spent longer ago than the grace interval: a replay. The whole family has been
    /// revoked.
    case reused(familyId: String)
    /// No token has this hash.
    case notFound
    /// The token's family was revoked before.
    case revoked
    /// The family's absolute expiry has passed.
    case expired
}
