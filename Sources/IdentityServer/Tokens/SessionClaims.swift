import AuthCrypto

/// Developer claims a session's ID tokens carry (from a custom token), as the store keeps them: a JSON
/// object with sorted keys.
enum SessionClaims {
    static func encode(_ claims: [String: JSON]) -> String {
        JSON.object(claims).serialized
    }

    static func decode(_ text: String) -> [String: JSON] {
        guard case .object(let claims)? = JSONParser<JSON>.parse(text.utf8) else { return [:] }
        return claims
    }
}
