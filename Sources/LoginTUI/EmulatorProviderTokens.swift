import AuthModel
import Foundation
import LoginFeature
import RxCore

/// Provider tokens for a server in Firebase-emulator mode, which decodes provider ID tokens without
/// checking a signature: an unsigned JWT (`alg: none`) carrying the account typed on the screen, like
/// the one the emulator's own sign-in page makes.
///
/// The subject is derived from the provider and the lower-cased address, so signing in again with the
/// same address reaches the same provider account.
public enum EmulatorProviderTokens {
    /// Providers whose sheets are replaced by `account`: Google gets an ID token (no access token),
    /// Apple an identity token whose `nonce` claim is the hashed nonce of the request.
    public static func provider(
        reading account: ProviderAccount, now: @escaping @Sendable () -> Date = { Date() }
    ) -> SocialProvider {
        SocialProvider(
            google: {
                Single.deferred {
                    let (email, name) = account.value
                    let token = unsignedToken(
                        issuer: "https://accounts.google.com", provider: .google, email: email, name: name,
                        nonce: nil, now: now())
                    return .just(SocialProvider.GoogleTokens(idToken: token, accessToken: ""))
                }
            },
            apple: { hashedNonce in
                Single.deferred {
                    let (email, name) = account.value
                    let token = unsignedToken(
                        issuer: "https://appleid.apple.com", provider: .apple, email: email, name: name,
                        nonce: hashedNonce, now: now())
                    let parts = name.split(separator: " ", maxSplits: 1).map(String.init)
                    return .just(
                        SocialProvider.AppleIdentity(
                            identityToken: token, givenName: parts.first, familyName: parts.dropFirst().first)
                    )
                }
            })
    }

    /// `base64url(header).base64url(claims).` with an empty signature.
    static func unsignedToken(
        issuer: String, provider: SocialProviderKind, email: String, name: String, nonce: String?, now: Date
    ) -> String {
        let address = email.trimmingCharacters(in: .whitespaces).lowercased()
        let issuedAt = Int(now.timeIntervalSince1970)
        var claims: [String: Any] = [
            "iss": issuer, "aud": "sesame-emulator", "iat": issuedAt, "exp": issuedAt + 3600,
            "sub": "emulator-" + SHA256.hash(provider.rawValue + ":" + address).hexString.prefix(24),
            "email": address, "email_verified": true,
        ]
        let trimmedName = name.trimmingCharacters(in: .whitespaces)
        if !trimmedName.isEmpty { claims["name"] = trimmedName }
        if let nonce { claims["nonce"] = nonce }
        let header = #"{"alg":"none","typ":"JWT"}"#
        let payload = (try? JSONSerialization.data(withJSONObject: claims, options: [.sortedKeys])) ?? Data()
        return Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(payload) + "."
    }
}
