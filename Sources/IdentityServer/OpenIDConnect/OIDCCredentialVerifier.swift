import AuthCrypto
import AuthModel
import Foundation

/// Verifies an OpenID Connect provider's credential (`oidc.*`) as its configuration says:
/// - an ID token (`id_token`): signature against the keys the issuer's discovery document names
///   (`OIDCDiscovery`; unknown `kid` → one refetch, at most once a minute), `iss` = the configured
///   issuer, `aud` = the client id, `exp`/`nbf`/`iat` with 60 s of skew;
/// - an authorization code (`code`, code flow only): exchanged at the token endpoint with the client
///   secret (and the PKCE verifier when there is one) for an ID token, verified as above.
/// A nonce in the request (or of the `createAuthUri` session) must be the token's `nonce`, raw or as
/// its SHA-256 hex; a token with a nonce needs one in the request (`MISSING_OR_INVALID_NONCE`).
struct OIDCCredentialVerifier: ProviderTokenVerifier {
    let config: OAuthIdpConfig
    let discovery: OIDCDiscovery
    let keys: ProviderKeyCaches
    let clock: ServerClock
    let logger: ServerLogger
    let emulator: Bool
    var http = ProviderHTTPClient()

    var providerId: String { config.providerId }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        var credential = credential
        var exchanged = false
        if credential.idToken.map(\.isEmpty) ?? true, credential.code.map({ !$0.isEmpty }) == true {
            credential = try await exchange(credential)
            exchanged = true
        }
        guard let token = credential.idToken, !token.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("id_token and code are both missing.")
        }
        guard token.utf8.count <= JWT.maximumLength else { throw SignedProviderTokenVerifier.invalid("id_token is too long.") }
        let metadata = try await discovery.metadata(issuer: config.issuer)
        let profile = IdentityProviderProfile(
            providerId: config.providerId, issuers: [config.issuer], audiences: [config.clientId],
            keysURL: metadata.keysURL, requiresNonce: false)
        let verifier = SignedProviderTokenVerifier(
            profile: profile, keys: keys.cache(for: metadata.keysURL), clock: clock, emulator: emulator)
        var claims = try await verifier.verify(credential)
        if !emulator { try Self.checkNonce(claims.profile["nonce"]?.stringValue, rawNonce: credential.nonce) }
        if exchanged {
            claims.exchangedIdToken = credential.idToken
            claims.exchangedAccessToken = credential.accessToken
        }
        return claims
    }

    /// The credential with the ID token (and access token) the token endpoint gives for `code`.
    private func exchange(_ credential: ProviderCredential) async throws(APIError) -> ProviderCredential {
        guard config.usesCodeFlow, let secret = config.clientSecret, !secret.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("\(config.providerId) is not configured for the code flow.")
        }
        let metadata = try await discovery.metadata(issuer: config.issuer)
        guard let endpoint = metadata.tokenEndpoint else {
            throw SignedProviderTokenVerifier.invalid("the provider publishes no token endpoint.")
        }
        var exchange = ProviderCodeExchange(
            provider: config.providerId, tokenURL: endpoint.absoluteString, clientId: config.clientId,
            clientSecret: secret, logger: logger, http: http)
        exchange.basicAuthentication = metadata.acceptsBasicClientAuthentication
        return try await exchange.idTokenCredential(credential)
    }

    /// The token's `nonce` against the request's raw nonce (equal, or its SHA-256 hex), in constant time.
    static func checkNonce(_ claimed: String?, rawNonce: String?) throws(APIError) {
        switch (claimed, rawNonce.flatMap { $0.isEmpty ? nil : $0 }) {
        case (nil, nil): return
        case (_, nil): throw .code(.missingOrInvalidNonce, "Nonce is missing in the request.")
        case (nil, _?): throw .code(.missingOrInvalidNonce, "The ID token has no nonce.")
        case (let claimed?, let raw?):
            let hashed = (try? AuthCrypto.SHA256.hash(raw))?.map { String(format: "%02x", $0) }.joined() ?? ""
            let matches = ConstantTime.equals(claimed, raw) || ConstantTime.equals(claimed.lowercased(), hashed)
            if !matches { throw .code(.missingOrInvalidNonce, "The nonce in the ID token does not match the request's.") }
        }
    }
}
