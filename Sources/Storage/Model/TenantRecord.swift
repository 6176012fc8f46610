/// A tenant of the project (Identity Platform's `projects/{p}/tenants/{t}`): a separate space of
/// accounts with its own sign-in settings. Instants are Unix milliseconds.
///
/// The four switches the server enforces are columns; every other field of the tenant resource
/// (`mfaConfig`, `testPhoneNumbers`, …) is kept as given, in `settings`, a JSON object text the store
/// never reads.
public struct TenantRecord: Sendable, Equatable {
    /// The tenant's id (the last segment of its resource name); fixed at creation.
    public var tenantId: String
    public var displayName: String?
    /// E-mail and password sign-up and sign-in (Firebase's default: false).
    public var allowPasswordSignup: Bool
    /// E-mail link sign-in (default false).
    public var enableEmailLinkSignin: Bool
    /// Every end-user operation refused (default false).
    public var disableAuth: Bool
    /// Anonymous sign-up (default false).
    public var enableAnonymousUser: Bool
    /// The tenant resource's other fields as a JSON object text (`{}` when none).
    public var settings: String
    public var createdAt: Int64

    public init(
        tenantId: String, displayName: String? = nil, allowPasswordSignup: Bool = false,
        enableEmailLinkSignin: Bool = false, disableAuth: Bool = false, enableAnonymousUser: Bool = false,
        settings: String = "{}", createdAt: Int64
    ) {
        self.tenantId = tenantId
        self.displayName = displayName
        self.allowPasswordSignup = allowPasswordSignup
        self.enableEmailLinkSignin = enableEmailLinkSignin
        self.disableAuth = disableAuth
        self.enableAnonymousUser = enableAnonymousUser
        self.settings = settings
        self.createdAt = createdAt
    }
}
