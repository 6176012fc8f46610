/// The outcome of exchanging a refresh token: its rotation and the account touch, in one transaction.
public enum RefreshExchange: Sendable, Equatable {
    /// The token was live: it is now spent, the successor (returned) was inserted, and the account's
    /// `lastRefreshAt` is now the exchange's `now` (the returned account carries it).
    case rotated(RefreshTokenRecord, account: AccountRecord)
    /// The token was spent less than the grace interval ago: the spent record (with
    /// `successorSealed`, the successor issued then); the account's `lastRefreshAt` is now `now`.
    case withinGrace(RefreshTokenRecord, account: AccountRecord)
    /// The token would have been exchanged but its account is disabled: nothing was written.
    case accountDisabled
    /// Every other outcome of `rotateRefreshToken` (`.notFound`, `.revoked`, `.expired`, `.reused`),
    /// with the same effect (a replay revoked the family).
    case refused(RefreshRotation)
}
