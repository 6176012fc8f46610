import AuthCrypto
import AuthModel
import Foundation

/// `github.com` credentials (an OAuth access token, or the code GitHub redirected back with after
/// `createAuthUri`, exchanged at `--github-oauth-url`'s `/access_token`), checked with GitHub's API
/// (`--github-api-url`):
/// 1. `POST /applications/{client_id}/token` with the app's client id and secret (HTTP Basic) and the
///    token in the body: 200 only for a live token GitHub issued to this app — a token of another app is
///    refused;
/// 2. `GET /user` (Bearer): the account (`id` → the identity, `login` → `screenName`, `name`,
///    `avatar_url`), the answer being `rawUserInfo`;
/// 3. `GET /user/emails`: the primary address and whether GitHub verified it.
struct GitHubAccessTokenVerifier: ProviderTokenVerifier {
    let config: DefaultSupportedIdpConfig
    let apiURL: String
    let oauthURL: String
    let logger: ServerLogger
    var http = ProviderHTTPClient()

    var providerId: String { "github.com" }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        guard let clientId = config.clientId, let secret = config.clientSecret, !clientId.isEmpty, !secret.isEmpty,
            let check = URL(string: apiURL + "/applications/" + GoogleAccessTokenVerifier.formEscaped(clientId) + "/token"),
            let userURL = URL(string: apiURL + "/user"), let emailsURL = URL(string: apiURL + "/user/emails")
        else {
            throw SignedProviderTokenVerifier.invalid("github.com needs a clientId and clientSecret.")
        }
        let (token, exchanged) = try await ProviderCodeExchange(
            provider: "GitHub", tokenURL: oauthURL + "/access_token", clientId: clientId, clientSecret: secret,
            logger: logger
        ).accessToken(credential)
        let basic = "Authorization: Basic " + Data("\(clientId):\(secret)".utf8).base64EncodedString()
        let common = ["User-Agent: Sesame", "X-GitHub-Api-Version: 2022-11-28"]
        let body = JSON.object(["access_token": .string(token)]).serialized
        _ = try ProviderAPIAnswer.object(
            "GitHub", "token check", await http.post(check, json: body, headers: common + [basic]), logger: logger)
        let bearer = "Authorization: Bearer " + token
        let user = try ProviderAPIAnswer.object(
            "GitHub", "user", await http.get(userURL, headers: common + [bearer]), logger: logger)
        guard let id = user["id"].flatMap({ $0.int64Value.map(String.init) ?? $0.stringValue }), !id.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("GitHub's user answer has no id.")
        }
        let emails = try ProviderAPIAnswer.array(
            "GitHub", "e-mails", await http.get(emailsURL, headers: common + [bearer]), logger: logger)
        let primary = emails.first { $0["primary"]?.boolValue == true }
        let email = (primary?["email"]?.stringValue ?? user["email"]?.stringValue).flatMap { EmailAddress($0)?.normalized }
        return ProviderIdentityClaims(
            subject: id, federatedId: id, email: email,
            emailVerified: email != nil && primary?["verified"]?.boolValue == true,
            displayName: user["name"]?.stringValue, photoURL: user["avatar_url"]?.stringValue,
            screenName: user["login"]?.stringValue, profile: user, exchangedAccessToken: exchanged ? token : nil)
    }
}
