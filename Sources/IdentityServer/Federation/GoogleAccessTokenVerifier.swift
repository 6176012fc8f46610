import AuthCrypto
import AuthModel
import Foundation

/// Checks a Google OAuth access token sent without an ID token (`postBody` with `access_token` only),
/// the way Firebase does: by asking Google.
///
/// 1. Token info (`POST` with the token in the form body, never in a URL): HTTP 200, `aud` or `azp` one
///    of the configured client IDs — an access token Google issued to another app is refused —,
///    `expires_in` > 0 and `exp` (60 s of skew) not past, at least one of them present, and a `sub`.
///    `email` and `email_verified` (`true` or `"true"`; v2's `verified_email` too) come from here.
/// 2. Userinfo (`GET` with `Authorization: Bearer`), unless switched off: HTTP 200 and the same `sub`;
///    gives `name` and `picture` (and the e-mail when token info had none) for `rawUserInfo`.
///
/// Google's 4xx answers and malformed answers are `INVALID_IDP_RESPONSE`. When Google cannot be reached,
/// times out or answers 5xx the credential may well be good, so the answer is 503 `UNAVAILABLE`
/// (nothing changed; the client may retry). Neither the token nor Google's answers are ever logged.
struct GoogleAccessTokenVerifier: Sendable {
    static let leeway: Int64 = 60
    static let maximumTokenLength = 4096

    /// Google's profile: the client IDs and the `federatedId` form.
    var profile: IdentityProviderProfile
    let tokenInfoURL: URL
    let userInfoURL: URL?
    let clock: ServerClock
    let logger: ServerLogger
    var http = ProviderHTTPClient()

    func verify(_ accessToken: String) async throws(APIError) -> ProviderIdentityClaims {
        guard accessToken.utf8.count <= Self.maximumTokenLength else {
            throw Self.invalid("access_token is too long.")
        }
        guard !profile.audiences.isEmpty else {
            throw Self.invalid("no client IDs are configured for google.com.")
        }
        let form = "access_token=" + Self.formEscaped(accessToken)
        let info = try check("token info", at: tokenInfoURL, await http.post(tokenInfoURL, form: form))
        let audience = [info["aud"]?.stringValue, info["azp"]?.stringValue].compactMap { $0 }
        guard audience.contains(where: profile.audiences.contains) else {
            throw Self.invalid("access_token is not issued to this project's client IDs.")
        }
        try checkExpiry(info)
        guard let subject = info["sub"]?.stringValue, !subject.isEmpty else {
            throw Self.invalid("Google's token info has no \"sub\".")
        }
        var claims: [String: JSON] = ["sub": .string(subject)]
        if let email = info["email"] {
            claims["email"] = email
            claims["email_verified"] = info["email_verified"] ?? info["verified_email"]
        }
        if let userInfoURL {
            let user = try check(
                "userinfo", at: userInfoURL, await http.get(userInfoURL, bearer: accessToken))
            guard user["sub"]?.stringValue == subject else {
                throw Self.invalid("Google's userinfo names another user than its token info.")
            }
            let fromTokenInfo = claims
            claims = user
            claims.merge(fromTokenInfo) { _, tokenInfo in tokenInfo }
        }
        return try ProviderTokenPayload.identity(from: claims, profile: profile)
    }

    /// `expires_in` > 0 and `exp` + leeway in the future, whichever are present; one must be.
    private func checkExpiry(_ info: [String: JSON]) throws(APIError) {
        let expiresIn = info["expires_in"]?.int64Value
        let expiry = info["exp"]?.int64Value
        guard expiresIn != nil || expiry != nil else {
            throw Self.invalid("Google's token info has no expiry.")
        }
        if let expiresIn, expiresIn <= 0 { throw Self.invalid("access_token has expired.") }
        if let expiry, expiry + Self.leeway <= clock.seconds {
            throw Self.invalid("access_token has expired.")
        }
    }

    /// The JSON object of a 200 answer; other outcomes become the errors described above.
    private func check(
        _ what: String, at url: URL, _ result: Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>
    ) throws(APIError) -> [String: JSON] {
        try ProviderAPIAnswer.object("Google", what, result, logger: logger)
    }

    /// Form encoding: everything but RFC 3986 unreserved characters percent-encoded.
    static func formEscaped(_ text: String) -> String {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    static func invalid(_ detail: String) -> APIError { SignedProviderTokenVerifier.invalid(detail) }

    /// 503: Google could not be asked; the sign-in did not happen and may be retried.
    static let unavailable = ProviderAPIAnswer.unavailable("Google")
}
