/// Body of `accounts:update` (v3 `setAccountInfo`).
///
/// End users identify themselves with `idToken` (profile, e-mail and password changes, unlinking
/// with `deleteProvider`) or send an `oobCode` to apply an e-mail action. `localID` and the fields
/// after `returnSecureToken` are privileged.
public struct UpdateAccountRequest: Codable, Sendable, Hashable {
    public var idToken: String?
    public var oobCode: String?
    public var email: String?
    public var password: String?
    public var displayName: String?
    public var photoURL: String?
    public var deleteAttribute: [UserAttribute]?
    /// Provider ids to unlink, e.g. `"password"`, `"google.com"`, `"phone"`.
    public var deleteProvider: [String]?
    /// Passkey credential ids to remove (unknown ids are ignored).
    public var deletePasskey: [String]?
    public var returnSecureToken: Bool?
    public var localID: String?
    public var emailVerified: Bool?
    public var disableUser: Bool?
    /// Custom claims as a JSON string (`"{}"` clears them).
    public var customAttributes: String?
    /// Seconds, as a string.
    public var validSince: String?
    public var phoneNumber: String?
    public var tenantID: String?

    public init(
        idToken: String? = nil, oobCode: String? = nil, email: String? = nil, password: String? = nil,
        displayName: String? = nil, photoURL: String? = nil, deleteAttribute: [UserAttribute]? = nil,
        deleteProvider: [String]? = nil, deletePasskey: [String]? = nil, returnSecureToken: Bool? = true, localID: String? = nil,
        emailVerified: Bool? = nil, disableUser: Bool? = nil, customAttributes: String? = nil,
        validSince: String? = nil, phoneNumber: String? = nil, tenantID: String? = nil
    ) {
        self.idToken = idToken
        self.oobCode = oobCode
        self.email = email
        self.password = password
        self.displayName = displayName
        self.photoURL = photoURL
        self.deleteAttribute = deleteAttribute
        self.deleteProvider = deleteProvider
        self.deletePasskey = deletePasskey
        self.returnSecureToken = returnSecureToken
        self.localID = localID
        self.emailVerified = emailVerified
        self.disableUser = disableUser
        self.customAttributes = customAttributes
        self.validSince = validSince
        self.phoneNumber = phoneNumber
        self.tenantID = tenantID
    }

    enum CodingKeys: String, CodingKey {
        case idToken, oobCode, email, password, displayName
        case photoURL = "photoUrl"
        case deleteAttribute, deleteProvider, deletePasskey, returnSecureToken
        case localID = "localId"
        case emailVerified, disableUser, customAttributes, validSince, phoneNumber
        case tenantID = "tenantId"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        idToken = try c.decodeIfPresent(String.self, forKey: .idToken)
        oobCode = try c.decodeIfPresent(String.self, forKey: .oobCode)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        password = try c.decodeIfPresent(String.self, forKey: .password)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
        photoURL = try c.decodeIfPresent(String.self, forKey: .photoURL)
        deleteAttribute = try c.decodeIfPresent([UserAttribute].self, forKey: .deleteAttribute)
        deleteProvider = try c.decodeIfPresent([String].self, forKey: .deleteProvider)
        deletePasskey = try c.decodeIfPresent([String].self, forKey: .deletePasskey)
        returnSecureToken = try c.decodeIfPresent(Bool.self, forKey: .returnSecureToken)
        localID = try c.decodeIfPresent(String.self, forKey: .localID)
        emailVerified = try c.decodeIfPresent(Bool.self, forKey: .emailVerified)
        disableUser = try c.decodeIfPresent(Bool.self, forKey: .disableUser)
        customAttributes = try c.decodeIfPresent(String.self, forKey: .customAttributes)
        // firebase-admin sends `validSince` as an integer.
        validSince = try c.decodeLenientString(forKey: .validSince)
        phoneNumber = try c.decodeIfPresent(String.self, forKey: .phoneNumber)
        tenantID = try c.decodeIfPresent(String.self, forKey: .tenantID)
    }
}
