/// Response of `accounts:signInWithEmailLink`.
public struct SignInWithEmailLinkResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#EmailLinkSigninResponse"

    public var kind: String?
    public var localID: String?
    public var email: String?
    /// True when this sign-in created the account.
    public var isNewUser: Bool?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?
    /// With second factors enrolled: the handle `mfaSignIn:finalize` redeems, instead of tokens.
    public var mfaPendingCredential: String?
    /// With second factors enrolled: the factors to choose from (phone numbers partly hidden).
    public var mfaInfo: [MFAEnrollmentInfo]?

    public init(
        kind: String? = SignInWithEmailLinkResponse.kindValue, localID: String? = nil, email: String? = nil,
        isNewUser: Bool? = nil, idToken: String? = nil, refreshToken: String? = nil, expiresIn: String? = nil
    ) {
        self.kind = kind
        self.localID = localID
        self.email = email
        self.isNewUser = isNewUser
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case localID = "localId"
        case email, isNewUser, idToken, refreshToken, expiresIn, mfaPendingCredential, mfaInfo
    }
}
