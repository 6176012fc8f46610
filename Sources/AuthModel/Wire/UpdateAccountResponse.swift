/// Response of `accounts:update`. Carries new tokens when the change revoked the old ones (password or
/// e-mail change).
public struct UpdateAccountResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#SetAccountInfoResponse"

    public var kind: String?
    public var localID: String?
    public var email: String?
    public var displayName: String?
    public var photoURL: String?
    public var emailVerified: Bool?
    public var providerUserInfo: [ProviderUserInfo]?
    /// Deprecated; production sends a redacted value.
    public var passwordHash: String?
    public var newEmail: String?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?

    public init(
        kind: String? = UpdateAccountResponse.kindValue, localID: String? = nil, email: String? = nil,
        displayName: String? = nil, photoURL: String? = nil, emailVerified: Bool? = nil,
        providerUserInfo: [ProviderUserInfo]? = nil, passwordHash: String? = nil, newEmail: String? = nil,
        idToken: String? = nil, refreshToken: String? = nil, expiresIn: String? = nil
    ) {
        self.kind = kind
        self.localID = localID
        self.email = email
        self.displayName = displayName
        self.photoURL = photoURL
        self.emailVerified = emailVerified
        self.providerUserInfo = providerUserInfo
        self.passwordHash = passwordHash
        self.newEmail = newEmail
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case localID = "localId"
        case email, displayName
        case photoURL = "photoUrl"
        case emailVerified, providerUserInfo, passwordHash, newEmail, idToken, refreshToken, expiresIn
    }
}
