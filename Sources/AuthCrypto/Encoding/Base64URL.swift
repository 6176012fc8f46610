import Foundation

/// Base64url (RFC 4648 §5) without padding, as JOSE uses it, plus the unpadded standard alphabet PHC
/// strings use.
public enum Base64URL {
    /// Returns the unpadded base64url text for `bytes`.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Returns the bytes of unpadded base64url `text`, or `nil` for padding, foreign characters or an
    /// impossible length.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        let valid = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
        guard valid else { return nil }
        let standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        return decodeStandardUnpadded(standard)
    }

    /// Returns unpadded standard-alphabet base64 text (`+` and `/`) for `bytes`, as PHC strings use.
    static func encodeStandardUnpadded<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    /// Returns the bytes of unpadded standard-alphabet base64 text, or `nil` when it is not valid.
    static func decodeStandardUnpadded(_ text: some StringProtocol) -> [UInt8]? {
        let count = text.utf8.count
        guard count % 4 != 1, !text.contains("=") else { return nil }
        let padded = String(text) + String(repeating: "=", count: (4 - count % 4) % 4)
        guard let data = Data(base64Encoded: padded) else { return nil }
        return [UInt8](data)
    }
}
