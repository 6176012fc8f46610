/// Response of `accounts:signUp`. The privileged variant carries no tokens.
public struct SignUpResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#SignupNewUserResponse"

    public var kind: String?
    public var localID: String?
    public var email: String?
    public var displayName: String?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?

    public init(
        kind: String? = SignUpResponse.kindValue, localID: String? = nil, email: String? = nil,
        displayName: String? = nil, idToken: String? = nil, refreshToken: String? = nil,
        expiresIn: String? = nil
    ) {
        self.kind = kind
        self.localID = localID
        self.email = email
        self.displayName = displayName
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case localID = "localId"
        case email, displayName, idToken, refreshToken, expiresIn
    }
}
