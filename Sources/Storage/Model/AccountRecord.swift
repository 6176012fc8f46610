/// One user account, as the identity server stores it.
///
/// Instants are Unix time in milliseconds, except `validSince`, which is Unix time in seconds as
/// in Firebase's protocol: ID and refresh tokens issued before it are no longer valid.
public struct AccountRecord: Sendable, Equatable {
    /// The account's id (Firebase `localId`); the caller generates it (28 alphanumerics by default).
    public var localId: String
    /// The tenant the account belongs to; nil for the project's own accounts. E-mail, phone number
    /// and federated identities are unique within a tenant. Fixed at creation.
    public var tenantId: String?
    /// The e-mail address as given. Unique case-insensitively (see `normalizedEmail(_:)`).
    public var email: String?
    public var emailVerified: Bool
    /// The password hash as a PHC string (`$argon2id$…`, `$firebase-scrypt$…`), nil without a password.
    public var passwordHash: String?
    public var passwordUpdatedAt: Int64?
    public var displayName: String?
    public var photoURL: String?
    /// E.164 phone number; unique within the tenant when set.
    public var phoneNumber: String?
    public var disabled: Bool
    public var createdAt: Int64
    public var lastLoginAt: Int64?
    public var lastRefreshAt: Int64?
    /// Unix seconds; tokens issued before this instant are invalid.
    public var validSince: Int64
    /// Custom claims as a JSON object string, nil when none were set.
    public var customAttributes: String?
    /// Linked identities, in the order they were linked.
    public var providers: [ProviderIdentity]
    /// True for an account created by anonymous sign-up that has not been upgraded.
    public var anonymous: Bool
    /// True once the account signed in with an e-mail link (Firebase's `emailLinkSignin`): its
    /// e-mail address is a sign-in method of its own, with or without a password.
    public var emailLinkSignIn: Bool
    /// Second factors, in the order they were enrolled (Firebase `mfaInfo`).
    public var mfaEnrollments: [MultiFactorEnrollment]
    /// The address the account had before its e-mail address first changed (Firebase's
    /// `initialEmail`); set once, never changed after.
    public var initialEmail: String?
    /// Passkeys, in the order they were registered (Identity Platform `passkeyInfo`).
    public var passkeys: [PasskeyCredential]
    /// The person's handle at the identity provider the account was made with (GitHub's login, a
    /// `screen_name` claim): Firebase's `screenName`.
    public var screenName: String?

    public init(
        localId: String, tenantId: String? = nil, email: String? = nil, emailVerified: Bool = false,
        passwordHash: String? = nil, passwordUpdatedAt: Int64? = nil, displayName: String? = nil,
        photoURL: String? = nil, phoneNumber: String? = nil, disabled: Bool = false,
        createdAt: Int64, lastLoginAt: Int64? = nil, lastRefreshAt: Int64? = nil,
        validSince: Int64 = 0, customAttributes: String? = nil, providers: [ProviderIdentity] = [],
        anonymous: Bool = false, emailLinkSignIn: Bool = false, mfaEnrollments: [MultiFactorEnrollment] = [],
        initialEmail: String? = nil,
        passkeys: [PasskeyCredential] = [], screenName: String? = nil
    ) {
        self.localId = localId
        self.tenantId = tenantId
        self.email = email
        self.emailVerified = emailVerified
        self.passwordHash = passwordHash
        self.passwordUpdatedAt = passwordUpdatedAt
        self.displayName = displayName
        self.photoURL = photoURL
        self.phoneNumber = phoneNumber
        self.disabled = disabled
        self.createdAt = createdAt
        self.lastLoginAt = lastLoginAt
        self.lastRefreshAt = lastRefreshAt
        self.validSince = validSince
        self.customAttributes = customAttributes
        self.providers = providers
        self.anonymous = anonymous
        self.emailLinkSignIn = emailLinkSignIn
        self.mfaEnrollments = mfaEnrollments
        self.initialEmail = initialEmail
        self.passkeys = passkeys
        self.screenName = screenName
    }

    /// Gives the account `newEmail`, keeping the address it replaces as `initialEmail` when this is
    /// the first change. Verification is the caller's to set.
    public mutating func changeEmail(to newEmail: String) {
        if initialEmail == nil, let email, email != newEmail { initialEmail = email }
        email = newEmail
    }

    /// The key e-mail uniqueness and lookups use: the address lower-cased. Every store
    /// implementation must normalize with this function so they agree on what "the same" means.
    public static func normalizedEmail(_ email: String) -> String {
        email.lowercased()
    }

    /// The identity linked for `providerId`, if any.
    public func provider(_ providerId: String) -> ProviderIdentity? {
        providers.first { $0.providerId == providerId }
    }

    /// The passkey with this credential id, if the account has it.
    public func passkey(_ credentialId: String) -> PasskeyCredential? {
        passkeys.first { $0.credentialId == credentialId }
    }
}
