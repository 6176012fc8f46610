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
    /// Apple's app bundle ids (`appleSignInConfig.bundleIds`): further audiences of Apple's ID tokens.
    let bundleIds: [String]
    /// Whether the entry was stored by an admin (false: made from the flags).
    let isStored: Bool

    /// The client id and bundle ids: what the provider's tokens may name as `aud`.
    var audiences: [String] { (clientId.map { [$0] } ?? []) + bundleIds }

    init?(_ record: ProviderConfigRecord, isStored: Bool = true) {
        guard record.collection == .defaultSupportedIdp else { return nil }
        let fields = ProviderConfigResource.settings(record)
        providerId = record.providerId
        enabled = fields["enabled"]?.boolValue ?? false
        clientId = fields["clientId"]?.stringValue
        clientSecret = fields["clientSecret"]?.stringValue
        bundleIds = fields["appleSignInConfig"]?["bundleIds"]?.arrayValue?.compactMap(\.stringValue) ?? []
        self.isStored = isStored
    }
}
