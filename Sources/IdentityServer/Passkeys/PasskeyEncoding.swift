import AuthCrypto

/// The binary fields of WebAuthn JSON as the Firebase SDKs send them: the JS SDK in base64url without
/// padding, the iOS SDK in standard base64 with padding. Both decode; credential ids are kept in one
/// canonical form (base64url without padding) so either client names the same credential.
enum PasskeyEncoding {
    /// The bytes of base64url or standard base64 text, padded or not.
    static func bytes(_ text: String) -> [UInt8]? {
        var url = ""
        url.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "+": url.append("-")
            case "/": url.append("_")
            case "=": continue
            default: url.append(character)
            }
        }
        return AuthCrypto.Base64URL.decode(url)
    }

    /// A credential id in its canonical form: standard base64's `+` and `/` as `-` and `_`, padding
    /// dropped (other text, as the emulator's mock ids, is left as it is).
    static func canonicalCredentialId(_ text: String) -> String {
        String(
            text.compactMap { character -> Character? in
                switch character {
                case "+": "-"
                case "/": "_"
                case "=": nil
                default: character
                }
            })
    }

    /// Standard base64 with padding, which both SDKs decode (the JS SDK maps base64url onto it first).
    static func standard(_ bytes: [UInt8]) -> String {
        var text = AuthCrypto.Base64URL.encode(bytes).map { character -> Character in
            switch character {
            case "-": "+"
            case "_": "/"
            default: character
            }
        }
        while text.count % 4 != 0 { text.append("=") }
        return String(text)
    }
}
