import AuthCrypto
import Foundation
import Storage

/// The claim set of an ID token (and, with another issuer, of a session cookie) for an account.
enum IDTokenClaimsBuilder {
    /// Claims reserved by the protocol; custom attributes and custom-token claims may not use them.
    static let reservedClaims: Set<String> = [
        "iss", "aud", "sub", "iat", "exp", "nbf", "jti", "nonce", "azp", "acr", "amr", "cnf", "auth_time",
        "firebase", "at_hash", "c_hash",
    ]

    static func claims(
        for account: AccountRecord, signInProvider: String, authTimeSeconds: Int64, issuedAt: Int64,
        lifetime: Int64, issuer: String, audience: String, extraClaims: [String: JSON] = [:]
    ) -> [String: JSON] {
        var claims: [String: JSON] = [:]
        if let custom = account.customAttributes,
            case .object(let object)? = JSONParser<JSON>.parse(custom.utf8)
        {
            for (name, value) in object where !reservedClaims.contains(name) { claims[name] = value }
        }
        // A custom token's developer claims win over the account's custom claims, as in Firebase.
        for (name, value) in extraClaims where !reservedClaims.contains(name) { claims[name] = value }
        claims["iss"] = .string(issuer)
        claims["aud"] = .string(audience)
        claims["auth_time"] = .int(Int64(authTimeSeconds))
        claims["user_id"] = .string(account.localId)
        claims["sub"] = .string(account.localId)
        claims["iat"] = .int(Int64(issuedAt))
        claims["exp"] = .int(Int64(issuedAt + lifetime))
        if let email = account.email {
            claims["email"] = .string(email)
            claims["email_verified"] = .bool(account.emailVerified)
        }
        if let phone = account.phoneNumber { claims["phone_number"] = .string(phone) }
        if let name = account.displayName { claims["name"] = .string(name) }
        if let picture = account.photoURL { claims["picture"] = .string(picture) }
        let method = SignInMethod(encoded: signInProvider)
        if method.provider == "anonymous" { claims["provider_id"] = .string("anonymous") }
        var firebase: [String: JSON] = [
            "identities": .object(identities(of: account)),
            "sign_in_provider": .string(method.provider),
        ]
        if let secondFactor = method.secondFactor {
            firebase["sign_in_second_factor"] = .string(secondFactor)
            firebase["second_factor_identifier"] = .string(method.secondFactorIdentifier ?? "")
        }
        if let tenant = account.tenantId { firebase["tenant"] = .string(tenant) }
        // Only the server puts `firebase` among the extra claims (custom tokens and blocking functions
        // may not use reserved claims): a SAML sign-in's attributes (`SessionClaims.signInAttributes`).
        if case .object(let extra)? = extraClaims["firebase"], let attributes = extra["sign_in_attributes"] {
            firebase["sign_in_attributes"] = attributes
        }
        claims["firebase"] = .object(firebase)
        return claims
    }

    /// `firebase.identities`: the e-mail under `email`, each federated provider's raw id, the phone.
    static func identities(of account: AccountRecord) -> [String: JSON] {
        var identities: [String: JSON] = [:]
        if let email = account.email { identities["email"] = .array([.string(email)]) }
        for provider in account.providers where provider.providerId != "password" {
            let key = provider.providerId
            let value =
                provider.providerId == "phone" ? (provider.phoneNumber ?? provider.rawId) : provider.rawId
            identities[key] = .array([.string(value)])
        }
        if let phone = account.phoneNumber, identities["phone"] == nil {
            identities["phone"] = .array([.string(phone)])
        }
        return identities
    }
}
