import AuthCrypto
import Foundation

/// What an OpenID Connect provider publishes at `{issuer}/.well-known/openid-configuration` and Sesame
/// uses: its issuer (which must be the configured one), the authorization and token endpoints, where its
/// keys are, and how the token endpoint wants the client to authenticate.
struct OIDCProviderMetadata: Sendable, Equatable {
    let issuer: String
    let authorizationEndpoint: URL
    let tokenEndpoint: URL?
    let keysURL: URL
    /// `token_endpoint_auth_methods_supported` includes `client_secret_basic`, or is absent (its default).
    let acceptsBasicClientAuthentication: Bool

    /// The document's fields, or nil when a required one is missing or not an absolute http(s) URL.
    init?(_ document: [String: JSON]) {
        func url(_ name: String) -> URL? {
            document[name]?.stringValue.flatMap { ProviderConfigResource.isHTTPURL($0) ? URL(string: $0) : nil }
        }
        guard let issuer = document["issuer"]?.stringValue, let authorization = url("authorization_endpoint"),
            let keys = url("jwks_uri")
        else { return nil }
        self.issuer = issuer
        authorizationEndpoint = authorization
        tokenEndpoint = url("token_endpoint")
        keysURL = keys
        let methods = document["token_endpoint_auth_methods_supported"]?.arrayValue?.compactMap(\.stringValue)
        acceptsBasicClientAuthentication = methods?.contains("client_secret_basic") ?? true
    }

    /// Where the document of `issuer` is (OpenID Connect Discovery 1.0, section 4).
    static func documentURL(issuer: String) -> URL? {
        let base = issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer
        return URL(string: base + "/.well-known/openid-configuration")
    }
}
