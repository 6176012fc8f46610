import AuthCrypto
import Storage

/// One of the built-in providers (`google.com`, `apple.com`, `github.com`, `facebook.com`,
/// `microsoft.com`, …) as configured (`defaultSupportedIdpConfigs`), or as the flags make it.
struct DefaultSupportedIdpConfig: Sendable, Equatable {
    let providerId: String
    let enabled: Bool
    /// The OAuth client id (Facebook: the app id), checked as the audience of the provider's tokens.
    let clientId: String?
    /// The OAuth client secret (Facebook: the app secret); never logged.
    let clientSecret: String?
    /// Whether the entry was stored by an admin (false: made from the flags).
    let isStored: Bool

    init?(_ record: ProviderConfigRecord, isStored: Bool = true) {
        guard record.collection == .defaultSupportedIdp else { return nil }
        let fields = ProviderConfigResource.settings(record)
        providerId = record.providerId
        enabled = fields["enabled"]?.boolValue ?? false
        clientId = fields["clientId"]?.stringValue
        clientSecret = fields["clientSecret"]?.stringValue
        self.isStored = isStored
    }
}
