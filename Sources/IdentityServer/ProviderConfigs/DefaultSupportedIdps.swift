import AuthCrypto
import Storage

/// The providers a `defaultSupportedIdpConfigs` entry may name (Identity Platform's
/// `defaultSupportedIdps`), and the entries the server's flags make for Google and Apple when an admin
/// stored none: enabled, with the first configured client id.
enum DefaultSupportedIdps {
    static let all: [(id: String, description: String)] = [
        ("apple.com", "Apple"), ("facebook.com", "Facebook"), ("gc.apple.com", "Game Center"),
        ("github.com", "GitHub"), ("google.com", "Google"), ("linkedin.com", "LinkedIn"),
        ("microsoft.com", "Microsoft"), ("playgames.google.com", "Play Games"), ("twitter.com", "Twitter"),
        ("yahoo.com", "Yahoo"),
    ]

    /// `GET v2/defaultSupportedIdps`.
    static func list(_ context: ServerContext, _ call: APICall) async throws -> JSON {
        ["defaultSupportedIdps": .array(all.map { ["idpId": .string($0.id), "description": .string($0.description)] })]
    }

    /// The entries the flags make (`google.com`, `apple.com`), unsaved, for the project or a tenant.
    static func fromFlags(_ configuration: ServerConfiguration, tenantId: String?) -> [ProviderConfigRecord] {
        [("apple.com", configuration.appleClientIds), ("google.com", configuration.googleClientIds)].map {
            id, clientIds in
            var fields: [String: JSON] = ["enabled": true]
            if let first = clientIds.first { fields["clientId"] = .string(first) }
            return ProviderConfigRecord(
                collection: .defaultSupportedIdp, tenantId: tenantId, providerId: id,
                settings: String(decoding: JSON.object(fields).data, as: UTF8.self), createdAt: 0)
        }
    }
}
