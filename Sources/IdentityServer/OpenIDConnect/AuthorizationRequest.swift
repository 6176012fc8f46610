import AuthCrypto
import Foundation

/// `createAuthUri` with a `providerId`: for an enabled OpenID Connect provider of the tenant, the URL
/// of its authorization endpoint (from discovery) with the client id, `continueUri` as the redirect
/// URI, the response type the configuration names, `openid email profile` (and `oauthScope`), and a new
/// `state` and `nonce` (and an S256 PKCE challenge for the code flow), remembered under `sessionId`
/// for `signInWithIdp`. Built-in providers: `BuiltInAuthorizationRequest`.
enum AuthorizationRequest {
    static func handle(providerId: String, _ context: ServerContext, _ call: APICall) async throws -> JSON {
        let body = call.body
        let continueURI = try Self.continueURI(body)
        guard providerId.hasPrefix("oidc.") else { throw APIError.notImplemented("providerId is not implemented.") }
        let config = try context.withStore {
            try context.providerConfigs.oauthIdpConfig(tenant: call.tenantId, providerId: providerId)
        }
        guard let config else {
            if context.configuration.emulator { throw APIError.notImplemented("providerId is not implemented.") }
            throw APIError.code(.operationNotAllowed, "The identity provider configuration is not found.")
        }
        let metadata = try await context.oidcDiscovery.metadata(issuer: config.issuer)
        let session = try AuthorizationSession.make(
            providerId: providerId, redirectURI: continueURI, codeFlow: config.usesCodeFlow)
        let sessionId = try session.store(call, context)
        var query: [(String, String)] = [
            ("client_id", config.clientId), ("redirect_uri", continueURI),
            ("response_type", config.usesCodeFlow ? "code" : "id_token"),
            ("scope", scopes(["openid", "email", "profile"], body)), ("state", session.state), ("nonce", session.nonce),
        ]
        if let challenge = session.codeChallenge {
            query += [("code_challenge", challenge), ("code_challenge_method", "S256")]
        } else {
            query.append(("response_mode", "fragment"))
        }
        return try answer(providerId: providerId, sessionId: sessionId, url: metadata.authorizationEndpoint, query)
    }

    /// The request's `continueUri`: present, HTTP(S), without a fragment.
    static func continueURI(_ body: RequestBody) throws(APIError) -> String {
        guard let continueURI = body.string("continueUri") else { throw APIError.code(.missingContinueURI) }
        guard ProviderConfigResource.isHTTPURL(continueURI), !continueURI.contains("#") else {
            throw APIError.code(.invalidContinueURI)
        }
        return continueURI
    }

    /// `defaults` and then the request's `oauthScope` ones not among them, space-separated.
    static func scopes(_ defaults: [String], _ body: RequestBody) -> String {
        var scopes = defaults
        for scope in (body.string("oauthScope") ?? "").split(separator: " ").map(String.init) where !scopes.contains(scope) {
            scopes.append(scope)
        }
        return scopes.joined(separator: " ")
    }

    /// `createAuthUri`'s answer: `url` with `query` added as `authUri`, the provider and `sessionId`.
    static func answer(providerId: String, sessionId: String, url: URL, _ query: [(String, String)]) throws -> JSON {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { throw APIError.internalError }
        components.queryItems = (components.queryItems ?? []) + query.map { URLQueryItem(name: $0.0, value: $0.1) }
        // `+` in a value means a space to form decoders; spell it out.
        let encoded = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        components.percentEncodedQuery = encoded
        guard let authURI = components.string else { throw APIError.internalError }
        return [
            "kind": .string(CreateAuthUriEndpoint.kind), "authUri": .string(authURI), "providerId": .string(providerId),
            "sessionId": .string(sessionId),
        ]
    }
}
