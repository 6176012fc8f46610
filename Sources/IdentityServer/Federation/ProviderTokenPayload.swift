import AuthCrypto
import AuthModel
import Foundation

/// Reads a provider token's claims: a compact JWT's payload, or (emulator only) a plain JSON object.
enum ProviderTokenPayload {
    /// The claims without any verification; callers verify first unless in emulator mode.
    static func unverified(_ token: String) throws(APIError) -> [String: JSON] {
        let trimmed = token.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") {
            guard let object = JSON.parse(Data(trimmed.utf8))?.objectValue else {
                throw SignedProviderTokenVerifier.invalid("id_token is not a JSON object.")
            }
            return object
        }
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 2, let bytes = AuthCrypto.Base64URL.decode(parts[1]),
            let object = JSON.parse(Data(bytes))?.objectValue
        else {
            throw SignedProviderTokenVerifier.invalid("id_token is not a JWT.")
        }
        return object
    }

    /// The identity in `payload`: `sub` is required; `email_verified` may be a boolean or `"true"`; a
    /// `screen_name` (the person's handle) becomes `screenName`.
    static func identity(from payload: [String: JSON], profile: IdentityProviderProfile) throws(APIError)
        -> ProviderIdentityClaims
    {
        try identity(from: payload, providerId: profile.providerId)
    }

    static func identity(from payload: [String: JSON], providerId: String) throws(APIError)
        -> ProviderIdentityClaims
    {
        guard let subject = payload["sub"]?.stringValue, !subject.isEmpty else {
            throw SignedProviderTokenVerifier.invalid(
                "id_token missing required fields. ((Missing \"sub\" field))")
        }
        let email = payload["email"]?.stringValue.flatMap { EmailAddress($0)?.normalized }
        let verified: Bool =
            switch payload["email_verified"] {
            case .bool(let value)?: value
            case .string(let value)?: value.lowercased() == "true"
            default: false
            }
        return ProviderIdentityClaims(
            subject: subject, federatedId: IdentityProviderProfile.federatedId(providerId: providerId, subject: subject),
            email: email,
            emailVerified: email != nil && verified, displayName: payload["name"]?.stringValue,
            photoURL: payload["picture"]?.stringValue, screenName: payload["screen_name"]?.stringValue,
            profile: payload)
    }
}
