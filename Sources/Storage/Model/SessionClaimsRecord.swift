/// Claims a sign-in added to every ID token of its session: the developer claims of a custom token
/// (`claims`), which Firebase keeps in the ID tokens that refreshing the session issues. Keyed by the
/// session's refresh-token family. Instants are Unix milliseconds.
public struct SessionClaimsRecord: Sendable, Equatable {
    /// The refresh-token family (`RefreshTokenRecord.familyId`) of the session.
    public var familyId: String
    /// The account the session belongs to; deleting it deletes the claims.
    public var localId: String
    /// The claims as a JSON object text.
    public var claims: String
    /// The family's absolute expiry: the claims are useless after it and may be purged.
    public var expiresAt: Int64

    public init(familyId: String, localId: String, claims: String, expiresAt: Int64) {
        self.familyId = familyId
        self.localId = localId
        self.claims = claims
        self.expiresAt = expiresAt
    }
}
