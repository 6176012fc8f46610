/// One identity-provider configuration of the project or of a tenant (Identity Platform's
/// `oauthIdpConfigs`, `inboundSamlConfigs` and `defaultSupportedIdpConfigs`), keyed by its collection,
/// tenant and provider id. The resource's fields (`enabled`, `clientId`, `issuer`, `idpConfig`, …) are
/// kept as given, in `settings`, a JSON object text the store never reads. Instants are Unix
/// milliseconds.
public struct ProviderConfigRecord: Sendable, Equatable {
    /// The three collections, named as in the resource path.
    public enum Collection: String, Sendable, CaseIterable {
        /// `oidc.*` providers.
        case oauthIdp = "oauthIdpConfigs"
        /// `saml.*` providers.
        case inboundSaml = "inboundSamlConfigs"
        /// `google.com`, `apple.com`, `github.com`, `facebook.com`, `microsoft.com`, ….
        case defaultSupportedIdp = "defaultSupportedIdpConfigs"
    }

    public var collection: Collection
    /// The tenant it belongs to; nil for the project's own.
    public var tenantId: String?
    /// The last segment of the resource name (`oidc.acme`, `saml.okta`, `github.com`); fixed at creation.
    public var providerId: String
    /// The resource's fields as a JSON object text (`{}` when none).
    public var settings: String
    public var createdAt: Int64
    public var updatedAt: Int64

    public init(
        collection: Collection, tenantId: String?, providerId: String, settings: String = "{}",
        createdAt: Int64, updatedAt: Int64? = nil
    ) {
        self.collection = collection
        self.tenantId = tenantId
        self.providerId = providerId
        self.settings = settings
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// The tenant column's value: `''` for the project's own.
    public var tenantKey: String { tenantId ?? "" }
}
