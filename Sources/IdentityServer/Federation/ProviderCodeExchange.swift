import AuthCrypto
import Foundation

/// Exchanges the authorization code a built-in provider redirected back with (after `createAuthUri`)
/// for the user's access token: `POST tokenURL` with `grant_type=authorization_code`, the code, the
/// redirect URI the code was issued for, and the app's client id and secret in the form (as GitHub and
/// Facebook take them). A refusal or an answer without `access_token` is `INVALID_IDP_RESPONSE`; an
/// unreachable provider or a 5xx is 503. Neither the code, the secret nor the answer is logged.
struct ProviderCodeExchange: Sendable {
    let provider: String
    let tokenURL: String
    let clientId: String
    let clientSecret: String
    let logger: ServerLogger
    var http = ProviderHTTPClient()

    /// The credential's access token, or the one its `code` is exchanged for (`exchanged` true then).
    func accessToken(_ credential: ProviderCredential) async throws(APIError) -> (token: String, exchanged: Bool) {
        guard credential.accessToken.map(\.isEmpty) ?? true, let code = credential.code, !code.isEmpty else {
            return (try ProviderAPIAnswer.accessToken(credential), false)
        }
        guard let redirectURI = credential.redirectURI, let url = URL(string: tokenURL) else {
            throw SignedProviderTokenVerifier.invalid("the redirect URI of the code is unknown.")
        }
        let escape = GoogleAccessTokenVerifier.formEscaped
        let form = [
            "grant_type=authorization_code", "code=" + escape(code), "redirect_uri=" + escape(redirectURI),
            "client_id=" + escape(clientId), "client_secret=" + escape(clientSecret),
        ].joined(separator: "&")
        let answer = try ProviderAPIAnswer.object(provider, "code exchange", await http.post(url, form: form), logger: logger)
        guard let token = answer["access_token"]?.stringValue, !token.isEmpty,
            token.utf8.count <= GoogleAccessTokenVerifier.maximumTokenLength
        else {
            throw SignedProviderTokenVerifier.invalid("\(provider) did not exchange the code for an access token.")
        }
        return (token, true)
    }
}
