import AuthCrypto

/// Claims a session's ID tokens carry (a custom token's developer claims, a SAML sign-in's attributes),
/// as the store keeps them: a JSON object with sorted keys.
enum SessionClaims {
    static func encode(_ claims: [String: JSON]) -> String {
        JSON.object(claims).serialized
    }

    /// The extra claims that give a session's ID tokens a SAML assertion's attributes as
    /// `firebase.sign_in_attributes` (`IDTokenClaimsBuilder`); none without attributes.
    static func signInAttributes(_ attributes: [String: JSON]?) -> [String: JSON] {
        guard let attributes else { return [:] }
        return ["firebase": ["sign_in_attributes": .object(attributes)]]
    }

    static func decode(_ text: String) -> [String: JSON] {
        guard case .object(let claims)? = JSONParser<JSON>.parse(text.utf8) else { return [:] }
        return claims
    }
}
