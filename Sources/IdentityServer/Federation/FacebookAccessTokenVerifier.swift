import AuthCrypto
import AuthModel
import Foundation

/// `facebook.com` credentials (a user access token, or the code Facebook redirected back with after
/// `createAuthUri`, exchanged at the Graph API's `/oauth/access_token`), checked with the Graph API
/// (`--facebook-graph-url`): `GET /debug_token` with the app's token (`app id|app secret`) must say the
/// token is valid and was issued to this app (`app_id` = the configured client id), then `GET /me`
/// (`id,name,email,picture`) gives the person, as `rawUserInfo`. Facebook's e-mail counts as unverified,
/// as Firebase counts it.
struct FacebookAccessTokenVerifier: ProviderTokenVerifier {
    let config: DefaultSupportedIdpConfig
    let graphURL: String
    let logger: ServerLogger
    var http = ProviderHTTPClient()

    var providerId: String { "facebook.com" }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        let escape = GoogleAccessTokenVerifier.formEscaped
        guard let appId = config.clientId, let secret = config.clientSecret, !appId.isEmpty, !secret.isEmpty,
            let me = URL(string: graphURL + "/me?fields=id,name,email,picture")
        else {
            throw SignedProviderTokenVerifier.invalid("facebook.com needs a clientId (app id) and clientSecret.")
        }
        let (token, exchanged) = try await ProviderCodeExchange(
            provider: "Facebook", tokenURL: graphURL + "/oauth/access_token", clientId: appId, clientSecret: secret,
            logger: logger
        ).accessToken(credential)
        guard let debug = URL(string: graphURL + "/debug_token?input_token=" + escape(token)) else {
            throw SignedProviderTokenVerifier.invalid("access_token cannot be checked.")
        }
        let appToken = "Authorization: Bearer " + appId + "|" + secret
        let answer = try ProviderAPIAnswer.object(
            "Facebook", "token check", await http.get(debug, headers: [appToken]), logger: logger)
        let data = answer["data"]
        guard data?["is_valid"]?.boolValue == true, data?["app_id"]?.stringValue.map({ ConstantTime.equals($0, appId) }) == true
        else {
            throw SignedProviderTokenVerifier.invalid("access_token is not a valid token of this app.")
        }
        let user = try ProviderAPIAnswer.object(
            "Facebook", "user", await http.get(me, headers: ["Authorization: Bearer " + token]), logger: logger)
        guard let id = user["id"]?.stringValue, !id.isEmpty, data?["user_id"]?.stringValue == id else {
            throw SignedProviderTokenVerifier.invalid("Facebook's user answer does not match the token.")
        }
        return ProviderIdentityClaims(
            subject: id, federatedId: id, email: user["email"]?.stringValue.flatMap { EmailAddress($0)?.normalized },
            emailVerified: false, displayName: user["name"]?.stringValue,
            photoURL: user["picture"]?["data"]?["url"]?.stringValue, profile: user,
            exchangedAccessToken: exchanged ? token : nil)
    }
}
