import AuthCrypto
import AuthModel
import Foundation

/// `microsoft.com` credentials: the ID token Microsoft's identity platform issued to the configured
/// client id, verified against Microsoft's keys (`--microsoft-jwks-url`) like Google's and Apple's; the
/// issuer must be `https://login.microsoftonline.com/{tid}/v2.0` for the token's own `tid` (Microsoft's
/// rule for apps open to every organisation). Microsoft does not vouch for the `email` claim, so it
/// counts as unverified. The code of a `createAuthUri` redirect is exchanged for the ID token at
/// `--microsoft-login-url`'s `/token` with the client secret; that token must carry the session's nonce.
struct MicrosoftCredentialVerifier: ProviderTokenVerifier {
    let config: DefaultSupportedIdpConfig
    let keys: ProviderKeyCache
    let clock: ServerClock
    let emulator: Bool
    let loginURL: String
    let logger: ServerLogger

    var providerId: String { "microsoft.com" }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        guard !emulator, ProviderCodeExchange.isCode(credential), let clientId = config.clientId else {
            return try await verifyIDToken(credential)
        }
        let exchange = ProviderCodeExchange(
            provider: "Microsoft", tokenURL: loginURL + "/token", clientId: clientId, clientSecret: config.clientSecret ?? "",
            logger: logger)
        return try await ProviderCodeExchange.verifyExchanged(try await exchange.idTokenCredential(credential)) {
            credential throws(APIError) in try await verifyIDToken(credential)
        }
    }

    private func verifyIDToken(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        guard let token = credential.idToken, !token.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("id_token is missing; Microsoft credentials need the ID token.")
        }
        guard let clientId = config.clientId, !clientId.isEmpty else {
            throw SignedProviderTokenVerifier.invalid("no client ID is configured for microsoft.com.")
        }
        let tenant = (try? ProviderTokenPayload.unverified(token))?["tid"]?.stringValue ?? ""
        guard !tenant.isEmpty, tenant.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            throw SignedProviderTokenVerifier.invalid("id_token has no valid tid.")
        }
        let profile = IdentityProviderProfile(
            providerId: providerId, issuers: ["https://login.microsoftonline.com/\(tenant)/v2.0"], audiences: [clientId],
            keysURL: keys.url, requiresNonce: false)
        var claims = try await SignedProviderTokenVerifier(profile: profile, keys: keys, clock: clock, emulator: emulator)
            .verify(credential)
        claims.emailVerified = false
        if claims.email == nil, let preferred = claims.profile["preferred_username"]?.stringValue {
            claims.email = EmailAddress(preferred)?.normalized
        }
        return claims
    }
}
