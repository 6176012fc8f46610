import AuthCrypto
import Foundation

/// What Sesame knows about a supported identity provider: who issues its tokens, where its keys
/// are, which audiences (client IDs) are ours, and whether its tokens must carry the hashed nonce.
struct IdentityProviderProfile: Sendable {
    let providerId: String
    let issuers: Set<String>
    let audiences: Set<String>
    let keysURL: URL
    let requiresNonce: Bool
    let algorithms: Set<JWTAlgorithm> = [.rs256, .es256]

    /// The same provider with `more` client IDs accepted as audiences (an admin's stored configuration).
    func accepting(_ more: [String]) -> IdentityProviderProfile {
        IdentityProviderProfile(
            providerId: providerId, issuers: issuers, audiences: audiences.union(more.filter { !$0.isEmpty }),
            keysURL: keysURL, requiresNonce: requiresNonce)
    }

    /// `federatedId` as Firebase reports it: Google's is the issuer URL plus `sub`, others `sub`.
    func federatedId(subject: String) -> String { Self.federatedId(providerId: providerId, subject: subject) }

    static func federatedId(providerId: String, subject: String) -> String {
        providerId == "google.com" ? "https://accounts.google.com/" + subject : subject
    }

    static func google(_ configuration: ServerConfiguration) -> IdentityProviderProfile? {
        guard let url = URL(string: configuration.googleJWKSURL) else { return nil }
        return IdentityProviderProfile(
            providerId: "google.com", issuers: ["accounts.google.com", "https://accounts.google.com"],
            audiences: Set(configuration.googleClientIds), keysURL: url, requiresNonce: false)
    }

    static func apple(_ configuration: ServerConfiguration) -> IdentityProviderProfile? {
        guard let url = URL(string: configuration.appleJWKSURL) else { return nil }
        return IdentityProviderProfile(
            providerId: "apple.com", issuers: ["https://appleid.apple.com"],
            audiences: Set(configuration.appleClientIds), keysURL: url, requiresNonce: true)
    }
}
