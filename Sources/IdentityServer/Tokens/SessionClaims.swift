import AuthCrypto
import Foundation

/// Developer claims a session's ID tokens carry (from a custom token), as the store keeps them: a JSON
/// object with sorted keys.
enum SessionClaims {
    static func encode(_ claims: [String: JSONValue]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(claims)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    static func decode(_ text: String) -> [String: JSONValue] {
        guard case .object(let claims)? = JSONParser<JSONValue>.parse(text.utf8) else { return [:] }
        return claims
    }
}
