/// One account as returned by `accounts:lookup` (`users[]`).
///
/// Timestamps follow the protocol: ``createdAt`` and ``lastLoginAt`` are string milliseconds,
/// ``validSince`` string seconds, ``lastRefreshAt`` an RFC 3339 string, ``passwordUpdatedAt`` a JSON
/// number of milliseconds. Decoding also accepts numbers for the string fields and a string for
/// ``passwordUpdatedAt`` (firebase-admin and the emulator do the same); encoding always writes the
/// protocol's types.
public struct UserInfo: Codable, Sendable, Hashable {
    public var localID: String?
    public var email: String?
    public var emailVerified: Bool?
    public var displayName: String?
    public var photoURL: String?
    public var phoneNumber: String?
    public var disabled: Bool?
    public var passwordHash: String?
    public var salt: String?
    public var passwordUpdatedAt: Int64?
    public var providerUserInfo: [ProviderUserInfo]?
    public var validSince: String?
    public var lastLoginAt: String?
    public var createdAt: String?
    public var lastRefreshAt: String?
    /// Custom claims as a JSON string.
    public var customAttributes: String?
    public var customAuth: Bool?
    public var tenantID: String?
    public var initialEmail: String?
    public var emailLinkSignin: Bool?
    /// The account's second factors (whole phone numbers).
    public var mfaInfo: [MFAEnrollmentInfo]?
    /// The account's passkeys (`credentialId`, `name`).
    public var passkeyInfo: [Passkey]?

    public init(localID: String? = nil) {
        self.localID = localID
    }

    enum CodingKeys: String, CodingKey {
        case localID = "localId"
        case email, emailVerified, displayName
        case photoURL = "photoUrl"
        case phoneNumber, disabled, passwordHash, salt, passwordUpdatedAt, providerUserInfo, validSince
        case lastLoginAt, createdAt, lastRefreshAt, customAttributes, customAuth
        case tenantID = "tenantId"
        case initialEmail, emailLinkSignin, mfaInfo, passkeyInfo
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        localID = try c.decodeIfPresent(String.self, forKey: .localID)
        email = try c.decodeIfPresent(String.self, forKey: .email)
        emailVerified = try c.decodeIfPresent(Bool.self, forKey: .emailVerified)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName)
        photoURL = try c.decodeIfPresent(String.self, forKey: .photoURL)
        phoneNumber = try c.decodeIfPresent(String.self, forKey: .phoneNumber)
        disabled = try c.decodeIfPresent(Bool.self, forKey: .disabled)
        passwordHash = try c.decodeIfPresent(String.self, forKey: .passwordHash)
        salt = try c.decodeIfPresent(String.self, forKey: .salt)
        passwordUpdatedAt = try c.decodeLenientInt64(forKey: .passwordUpdatedAt)
        providerUserInfo = try c.decodeIfPresent([ProviderUserInfo].self, forKey: .providerUserInfo)
        validSince = try c.decodeLenientString(forKey: .validSince)
        lastLoginAt = try c.decodeLenientString(forKey: .lastLoginAt)
        createdAt = try c.decodeLenientString(forKey: .createdAt)
        lastRefreshAt = try c.decodeIfPresent(String.self, forKey: .lastRefreshAt)
        customAttributes = try c.decodeIfPresent(String.self, forKey: .customAttributes)
        customAuth = try c.decodeIfPresent(Bool.self, forKey: .customAuth)
        tenantID = try c.decodeIfPresent(String.self, forKey: .tenantID)
        initialEmail = try c.decodeIfPresent(String.self, forKey: .initialEmail)
        emailLinkSignin = try c.decodeIfPresent(Bool.self, forKey: .emailLinkSignin)
        mfaInfo = try c.decodeIfPresent([MFAEnrollmentInfo].self, forKey: .mfaInfo)
        passkeyInfo = try c.decodeIfPresent([Passkey].self, forKey: .passkeyInfo)
    }
}
