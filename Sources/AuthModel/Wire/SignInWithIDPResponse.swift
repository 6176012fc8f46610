/// Response of `accounts:signInWithIdp`. With `returnIdpCredential`, linking conflicts come back as
/// HTTP 200 with ``errorMessage`` set (e.g. `FEDERATED_USER_ID_ALREADY_LINKED`).
public struct SignInWithIDPResponse: Codable, Sendable, Hashable {
    public static let kindValue = "identitytoolkit#VerifyAssertionResponse"

    public var kind: String?
    public var providerID: String?
    public var federatedID: String?
    public var localID: String?
    public var email: String?
    public var emailVerified: Bool?
    public var displayName: String?
    public var fullName: String?
    public var firstName: String?
    public var lastName: String?
    public var photoURL: String?
    /// The IdP profile as a JSON string.
    public var rawUserInfo: String?
    public var oauthIDToken: String?
    public var oauthAccessToken: String?
    public var oauthExpireIn: Int?
    public var oauthTokenSecret: String?
    public var context: String?
    public var isNewUser: Bool?
    public var idToken: String?
    public var refreshToken: String?
    /// Seconds, as a string (`"3600"`).
    public var expiresIn: String?
    public var emailRecycled: Bool?
    public var needConfirmation: Bool?
    public var verifiedProvider: [String]?
    public var pendingToken: String?
    public var tenantID: String?
    public var errorMessage: String?
    /// With second factors enrolled: the handle `mfaSignIn:finalize` redeems, instead of tokens.
    public var mfaPendingCredential: String?
    /// With second factors enrolled: the factors to choose from (phone numbers partly hidden).
    public var mfaInfo: [MFAEnrollmentInfo]?

    public init(kind: String? = SignInWithIDPResponse.kindValue) {
        self.kind = kind
    }

    enum CodingKeys: String, CodingKey {
        case kind
        case providerID = "providerId"
        case federatedID = "federatedId"
        case localID = "localId"
        case email, emailVerified, displayName, fullName, firstName, lastName
        case photoURL = "photoUrl"
        case rawUserInfo
        case oauthIDToken = "oauthIdToken"
        case oauthAccessToken, oauthExpireIn, oauthTokenSecret, context, isNewUser, idToken, refreshToken
        case expiresIn, emailRecycled, needConfirmation, verifiedProvider, pendingToken
        case tenantID = "tenantId"
        case errorMessage, mfaPendingCredential, mfaInfo
    }
}
