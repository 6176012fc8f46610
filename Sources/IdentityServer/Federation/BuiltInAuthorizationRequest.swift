import AuthCrypto
import Foundation

/// `createAuthUri` with a built-in provider's id (`google.com`, `apple.com`, `github.com`,
/// `facebook.com`, `microsoft.com`), in production mode: as Identity Platform answers it, `authUri` is the
/// provider's authorization endpoint with the tenant's configured client id (the stored
/// `defaultSupportedIdpConfigs` entry, for Google and Apple else the flags' first id), `continueUri` as
/// `redirect_uri`, `response_type=code`, the provider's usual scopes (and `oauthScope`), and a new
/// `state` (and `nonce` for the OpenID Connect providers), remembered under `sessionId`. A provider with
/// no entry, a disabled one, or one without a client id is `OPERATION_NOT_ALLOWED`.
enum BuiltInAuthorizationRequest {
    struct Endpoint: Sendable {
        let url: String
        let scopes: [String]
        let sendsNonce: Bool
        var extra: [(String, String)] = []
    }

    /// The provider's own authorization endpoint (GitHub's under `--github-oauth-url`, Microsoft's under
    /// `--microsoft-login-url`).
    static func endpoint(_ providerId: String, _ configuration: ServerConfiguration) -> Endpoint? {
        switch providerId {
        case "github.com":
            Endpoint(url: configuration.githubOAuthURL + "/authorize", scopes: ["user:email"], sendsNonce: false)
        case "microsoft.com":
            Endpoint(
                url: configuration.microsoftLoginURL + "/authorize", scopes: ["openid", "email", "profile"],
                sendsNonce: true)
        default: endpoints[providerId]
        }
    }

    private static let endpoints: [String: Endpoint] = [
        "google.com": Endpoint(
            url: "https://accounts.google.com/o/oauth2/v2/auth", scopes: ["openid", "email", "profile"], sendsNonce: true),
        // Apple needs `form_post` when it is asked for scopes.
        "apple.com": Endpoint(
            url: "https://appleid.apple.com/auth/authorize", scopes: ["email", "name"], sendsNonce: true,
            extra: [("response_mode", "form_post")]),
        "facebook.com": Endpoint(
            url: "https://www.facebook.com/v19.0/dialog/oauth", scopes: ["email", "public_profile"], sendsNonce: false),
    ]

    static func handle(providerId: String, endpoint: Endpoint, _ context: ServerContext, _ call: APICall) throws -> JSON {
        let continueURI = try AuthorizationRequest.continueURI(call.body)
        let entry = try context.withStore {
            try context.providerConfigs.defaultSupportedIdpRecord(tenant: call.tenantId, providerId: providerId)
        }
        guard let entry, let config = DefaultSupportedIdpConfig(entry.record, isStored: entry.isStored) else {
            throw APIError.code(.operationNotAllowed, "The identity provider configuration is not found.")
        }
        guard config.enabled else {
            throw APIError.code(.operationNotAllowed, "The identity provider configuration is disabled.")
        }
        guard let clientId = config.clientId, !clientId.isEmpty, let url = URL(string: endpoint.url) else {
            throw APIError.code(.operationNotAllowed, "The identity provider configuration has no client ID.")
        }
        let session = try AuthorizationSession.make(providerId: providerId, redirectURI: continueURI, codeFlow: false)
        let sessionId = try session.store(call, context)
        var query: [(String, String)] = [
            ("client_id", clientId), ("redirect_uri", continueURI), ("response_type", "code"),
            ("scope", AuthorizationRequest.scopes(endpoint.scopes, call.body)), ("state", session.state),
        ]
        if endpoint.sendsNonce { query.append(("nonce", session.nonce)) }
        return try AuthorizationRequest.answer(
            providerId: providerId, sessionId: sessionId, url: url, query + endpoint.extra)
    }
}
