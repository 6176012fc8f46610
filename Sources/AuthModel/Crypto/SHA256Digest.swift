/// The 32-byte result of ``SHA256``.
public struct SHA256Digest: Sendable, Hashable, CustomStringConvertible {
    /// The digest bytes, big-endian as specified.
    public let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Lower-case hexadecimal, 64 characters (the form Apple's nonce claim uses).
    public var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public var description: String { "SHA256Digest(\(hexString))" }
}
