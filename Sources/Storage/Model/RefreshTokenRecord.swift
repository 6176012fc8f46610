import Foundation

/// One refresh token of a rotation family. Only a hash of the token is stored.
///
/// A family starts at sign-in; every refresh spends the presented token and adds its successor,
/// which inherits `familyId`, `localId`, `signInProvider`, `authTime` and `absoluteExpiry`.
/// Instants are Unix milliseconds.
///
/// Tokens that carry their family id (`inFamilyRow`) live in their family's row, which holds only the
/// live token and the one spent before it (`RefreshFamilyRow`): a rotation rewrites that row in place
/// instead of adding a token. Other tokens (those issued before, and stores' own tests) are rows of
/// their own, found by hash alone.
public struct RefreshTokenRecord: Sendable, Equatable {
    /// The caller's hash of the token (for example SHA-256 of its bytes).
    public var tokenHash: Data
    public var familyId: String
    public var localId: String
    /// How the family's sign-in happened (`"password"`, `"google.com"`, `"anonymous"`, …), for
    /// the refreshed ID token's `firebase.sign_in_provider`.
    public var signInProvider: String
    /// When the user signed in (ms), for the refreshed ID token's `auth_time`.
    public var authTime: Int64
    public var createdAt: Int64
    /// No token of the family is accepted at or after this instant.
    public var absoluteExpiry: Int64
    /// When the token was exchanged for its successor; nil while it is live.
    public var spentAt: Int64?
    public var successorHash: Data?
    /// The successor token sealed (encrypted) by the caller, so a replay within the grace interval
    /// can hand back the same successor. Opaque to the store.
    public var successorSealed: Data?
    /// When the family was revoked; nil while it is not.
    public var revokedAt: Int64?
    /// Whether the token lives in its family's row (found by family id and hash) rather than in a row
    /// of its own (found by hash).
    public var inFamilyRow: Bool

    public init(
        tokenHash: Data, familyId: String, localId: String, signInProvider: String, authTime: Int64,
        createdAt: Int64, absoluteExpiry: Int64, spentAt: Int64? = nil, successorHash: Data? = nil,
        successorSealed: Data? = nil, revokedAt: Int64? = nil, inFamilyRow: Bool = false
    ) {
        self.tokenHash = tokenHash
        self.familyId = familyId
        self.localId = localId
        self.signInProvider = signInProvider
        self.authTime = authTime
        self.createdAt = createdAt
        self.absoluteExpiry = absoluteExpiry
        self.spentAt = spentAt
        self.successorHash = successorHash
        self.successorSealed = successorSealed
        self.revokedAt = revokedAt
        self.inFamilyRow = inFamilyRow
    }
}
