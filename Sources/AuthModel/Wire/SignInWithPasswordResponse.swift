/// Response of `accounts:signInWithPassword`.
public struct SignInWithPasswordResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#VerifyPasswordResponse"

    public var kind: String?
    public var localID: String?
    public var email: String?
    /// Production sends `""` when unset.
    public var displayName: String?
    public var registered: Bool?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?
    public var profilePicture: String?
    /// With second factors enrolled: the handle `mfaSignIn:finalize` redeems, instead of tokens.
    public var mfaPendingCredential: String?
    /// With second factors enrolled: the factors to choose from (phone numbers partly hidden).
    public var mfaInfo: [MFAEnrollmentInfo]?

    public init(
        kind: String? = SignInWithPasswordResponse.kindValue, localID: String? = nil, email: String? = nil,
        displayName: String? = nil, registered: Bool? = true, idToken: String? = nil,
        refreshToken: String? = nil, expiresIn: String? = nil, profilePicture: String? = nil
    ) {
        self.kind = kind
        self.localID = localID
        self.email = email
        self.displayName = displayName
        self.registered = registered
        self.idToken = idToken
        self.refreshToken = refreshToken
        self.expiresIn = expiresIn
        self.profilePicture = profilePicture
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case localID = "localId"
        case email, displayName, registered, idToken, refreshToken, expiresIn, profilePicture
        case mfaPendingCredential, mfaInfo
    }
}
