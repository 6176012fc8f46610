import AuthCrypto
import Storage

/// An OpenID Connect provider (`oidc.*`) as an admin configured it (`oauthIdpConfigs`).
struct OAuthIdpConfig: Sendable, Equatable {
    let providerId: String
    let displayName: String?
    let enabled: Bool
    let clientId: String
    /// For the code flow; never logged.
    let clientSecret: String?
    /// The issuer identifier: `iss` of its ID tokens, and where discovery starts.
    let issuer: String
    /// `responseType.code`: the authorization endpoint answers a code (else an ID token).
    let usesCodeFlow: Bool

    init?(_ record: ProviderConfigRecord) {
        guard record.collection == .oauthIdp else { return nil }
        let fields = ProviderConfigResource.settings(record)
        guard let clientId = fields["clientId"]?.stringValue, let issuer = fields["issuer"]?.stringValue else {
            return nil
        }
        providerId = record.providerId
        displayName = fields["displayName"]?.stringValue
        enabled = fields["enabled"]?.boolValue ?? false
        self.clientId = clientId
        clientSecret = fields["clientSecret"]?.stringValue
        self.issuer = issuer
        usesCodeFlow = fields["responseType"]?["code"]?.boolValue ?? false
    }
}
