/// Response of `accounts:signInWithCustomToken`.
public struct SignInWithCustomTokenResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#VerifyCustomTokenResponse"

    public var kind: String?
    /// True when this sign-in created the account (the token's `uid` was new).
    public var isNewUser: Bool?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?

    public init(
        kind: String? = SignInWithCustomTokenResponse.kindValue, isNewUser: Bool? = nil,
        idToken: String? = nil,
        refreshToken: String? = nil, expiresIn: String? = nil
    ) {
        self.kind = kind
        self.isNewUser = isNewUser
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }
}
