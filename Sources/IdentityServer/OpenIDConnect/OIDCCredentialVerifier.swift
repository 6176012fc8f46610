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
        if credential.idToken.map(\.isEmpty) ?? true, let code = credential.code, !code.isEmpty {
            credential = try await exchange(code, credential)
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
    private func exchange(_ code: String, _ credential: ProviderCredential) async throws(APIError) -> ProviderCredential {
        guard config.usesCodeFlow, let secret = config.clientSecret, !secret.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("\(config.providerId) is not configured for the code flow.")
        }
        guard let redirectURI = credential.redirectURI else {
            throw SignedProviderTokenVerifier.invalid("the redirect URI of the code is unknown.")
        }
        let metadata = try await discovery.metadata(issuer: config.issuer)
        guard let endpoint = metadata.tokenEndpoint else {
            throw SignedProviderTokenVerifier.invalid("the provider publishes no token endpoint.")
        }
        let escape = GoogleAccessTokenVerifier.formEscaped
        var form = "grant_type=authorization_code&code=\(escape(code))&redirect_uri=\(escape(redirectURI))"
        if let verifier = credential.codeVerifier, !verifier.isEmpty { form += "&code_verifier=\(escape(verifier))" }
        var authorization: String?
        if metadata.acceptsBasicClientAuthentication {
            let pair = escape(config.clientId) + ":" + escape(secret)
            authorization = "Basic " + Data(pair.utf8).base64EncodedString()
        } else {
            form += "&client_id=\(escape(config.clientId))&client_secret=\(escape(secret))"
        }
        let answer: ProviderHTTPClient.Answer
        switch await http.post(endpoint, form: form, authorization: authorization) {
        case .success(let value): answer = value
        case .failure(let failure):
            logger.warning("oidc token endpoint failed", ["issuer": .string(config.issuer), "error": .string(failure.description)])
            throw SignedProviderTokenVerifier.invalid("the provider's token endpoint could not be reached.")
        }
        guard answer.status == 200, let tokens = JSON.parse(answer.body)?.objectValue else {
            throw SignedProviderTokenVerifier.invalid("the provider refused the code (HTTP \(answer.status)).")
        }
        guard let idToken = tokens["id_token"]?.stringValue, !idToken.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("the provider's token answer has no id_token.")
        }
        return ProviderCredential(
            providerId: credential.providerId, idToken: idToken,
            accessToken: tokens["access_token"]?.stringValue ?? credential.accessToken, nonce: credential.nonce)
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
