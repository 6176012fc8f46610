import AuthCrypto
import Foundation

/// Exchanges the authorization code a built-in provider redirected back with (after `createAuthUri`)
/// for the user's tokens: `POST tokenURL` with `grant_type=authorization_code`, the code, the redirect
/// URI the code was issued for, the client's PKCE verifier when it sent one, and the app's client id and
/// secret in the form (as GitHub, Facebook, Google and Microsoft take them) or, for an OpenID Connect
/// provider that prefers it, as HTTP Basic authentication (`basicAuthentication`). A refusal or an answer without the token asked for is
/// `INVALID_IDP_RESPONSE`; an unreachable provider or a 5xx is 503. Neither the code, the secret nor the
/// answer is logged.
struct ProviderCodeExchange: Sendable {
    let provider: String
    let tokenURL: String
    let clientId: String
    let clientSecret: String
    let logger: ServerLogger
    var http = ProviderHTTPClient()
    /// The client id and secret as `Authorization: Basic` (`client_secret_basic`) instead of in the form.
    var basicAuthentication = false

    /// Whether `credential` is a code to exchange: a code and neither an ID token nor an access token.
    static func isCode(_ credential: ProviderCredential) -> Bool {
        credential.idToken.map(\.isEmpty) ?? true && credential.accessToken.map(\.isEmpty) ?? true
            && credential.code.map { !$0.isEmpty } == true
    }

    /// The credential's access token, or the one its `code` is exchanged for (`exchanged` true then).
    func accessToken(_ credential: ProviderCredential) async throws(APIError) -> (token: String, exchanged: Bool) {
        guard Self.isCode(credential) else { return (try ProviderAPIAnswer.accessToken(credential), false) }
        guard let token = try await tokens(credential).accessToken else {
            throw SignedProviderTokenVerifier.invalid("\(provider) did not exchange the code for an access token.")
        }
        return (token, true)
    }

    /// The credential with the ID token (and access token) its `code` is exchanged for.
    func idTokenCredential(_ credential: ProviderCredential) async throws(APIError) -> ProviderCredential {
        let tokens = try await tokens(credential)
        guard let idToken = tokens.idToken else {
            throw SignedProviderTokenVerifier.invalid("\(provider) did not exchange the code for an ID token.")
        }
        var exchanged = credential
        exchanged.idToken = idToken
        exchanged.accessToken = tokens.accessToken ?? credential.accessToken
        return exchanged
    }

    /// The claims `verify` makes of an exchanged credential, which must carry the session's nonce, with
    /// the exchanged tokens to answer.
    static func verifyExchanged(
        _ credential: ProviderCredential,
        _ verify: (ProviderCredential) async throws(APIError) -> ProviderIdentityClaims
    ) async throws(APIError) -> ProviderIdentityClaims {
        var claims = try await verify(credential)
        try OIDCCredentialVerifier.checkNonce(claims.profile["nonce"]?.stringValue, rawNonce: credential.nonce)
        claims.exchangedIdToken = credential.idToken
        claims.exchangedAccessToken = credential.accessToken
        return claims
    }

    private func tokens(_ credential: ProviderCredential) async throws(APIError) -> (accessToken: String?, idToken: String?) {
        guard let code = credential.code, let redirectURI = credential.redirectURI, let url = URL(string: tokenURL) else {
            throw SignedProviderTokenVerifier.invalid("the redirect URI of the code is unknown.")
        }
        guard !clientSecret.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("\(credential.providerId) has no client secret to exchange a code.")
        }
        let escape = GoogleAccessTokenVerifier.formEscaped
        var form = ["grant_type=authorization_code", "code=" + escape(code), "redirect_uri=" + escape(redirectURI)]
        if let verifier = credential.codeVerifier, !verifier.isEmpty { form.append("code_verifier=" + escape(verifier)) }
        var authorization: String?
        if basicAuthentication {
            authorization = "Basic " + Data((escape(clientId) + ":" + escape(clientSecret)).utf8).base64EncodedString()
        } else {
            form += ["client_id=" + escape(clientId), "client_secret=" + escape(clientSecret)]
        }
        let sent = await http.post(url, form: form.joined(separator: "&"), authorization: authorization)
        let answer = try ProviderAPIAnswer.object(provider, "code exchange", sent, logger: logger)
        let limit = GoogleAccessTokenVerifier.maximumTokenLength
        let accessToken = answer["access_token"]?.stringValue.flatMap { $0.isEmpty || $0.utf8.count > limit ? nil : $0 }
        let idToken = answer["id_token"]?.stringValue.flatMap { $0.isEmpty || $0.utf8.count > JWT.maximumLength ? nil : $0 }
        return (accessToken, idToken)
    }
}
