/// Body of `accounts:signUp` (v3 `signupNewUser`).
///
/// No `email`/`password`/`idToken`: anonymous sign-up. `email` + `password`: e-mail sign-up.
/// The same with `idToken`: link e-mail/password to the signed-in user. The fields after `tenantID`
/// are the privileged (admin create) variant's.
public struct SignUpRequest: Codable, Sendable, Hashable {
    public var email: String?
    public var password: String?
    public var displayName: String?
    public var idToken: String?
    public var returnSecureToken: Bool?
    public var clientType: String?
    public var tenantID: String?
    public var localID: String?
    public var photoURL: String?
    public var phoneNumber: String?
    public var emailVerified: Bool?
    public var disabled: Bool?

    public init(
        email: String? = nil, password: String? = nil, displayName: String? = nil, idToken: String? = nil,
        returnSecureToken: Bool? = true, clientType: String? = nil, tenantID: String? = nil,
        localID: String? = nil, photoURL: String? = nil, phoneNumber: String? = nil,
        emailVerified: Bool? = nil, disabled: Bool? = nil
    ) {
        self.email = email
        self.password = password
        self.displayName = displayName
        self.idToken = idToken
        self.returnSecureToken = returnSecureToken
        self.clientType = clientType
        self.tenantID = tenantID
        self.localID = localID
        self.photoURL = photoURL
        self.phoneNumber = phoneNumber
        self.emailVerified = emailVerified
        self.disabled = disabled
    }

    enum CodingKeys: String, CodingKey {
        case email, password, displayName, idToken, returnSecureToken, clientType
        case tenantID = "tenantId"
        case localID = "localId"
        case photoURL = "photoUrl"
        case phoneNumber, emailVerified, disabled
    }
}
