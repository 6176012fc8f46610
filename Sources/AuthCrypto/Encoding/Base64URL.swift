/// Base64url (RFC 4648 §5) without padding, as JOSE uses it, plus the unpadded standard alphabet PHC
/// strings use.
public enum Base64URL {
    /// Returns the unpadded base64url text for `bytes`.
    public static func encode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        Base64Codec.url.encode(bytes)
    }

    /// Returns the bytes of unpadded base64url `text`, or `nil` for padding, foreign characters or an
    /// impossible length.
    public static func decode(_ text: some StringProtocol) -> [UInt8]? {
        Base64Codec.url.decode(text)
    }

    /// `decode(_:)` for text given as its UTF-8 bytes (a slice of a token, say), without copying it first.
    public static func decode<Bytes: Collection<UInt8>>(utf8 bytes: Bytes) -> [UInt8]? {
        Base64Codec.url.decode(utf8: bytes)
    }

    /// Returns unpadded standard-alphabet base64 text (`+` and `/`) for `bytes`, as PHC strings use.
    static func encodeStandardUnpadded<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        Base64Codec.standard.encode(bytes)
    }

    /// Returns the bytes of unpadded standard-alphabet base64 text, or `nil` when it is not valid.
    static func decodeStandardUnpadded(_ text: some StringProtocol) -> [UInt8]? {
        Base64Codec.standard.decode(text)
    }
}
