internal import COpenSSL

/// Cryptographically secure random bytes and tokens from OpenSSL's DRBG (`RAND_bytes`).
public enum SecureRandom {
    /// Returns `count` random bytes.
    ///
    /// - Throws: `OpenSSLError` if the DRBG cannot be seeded (practically never on Linux).
    public static func bytes(count: Int) throws(OpenSSLError) -> [UInt8] {
        precondition(count >= 0, "byte count must not be negative")
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let result = buffer.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32(count)) }
        try checkOpenSSL(result, "RAND_bytes")
        return buffer
    }

    /// Returns an unpadded base64url token carrying `bits` bits of randomness (rounded up to whole bytes).
    ///
    /// 256 bits suits refresh tokens and session secrets; 128 bits is the floor for one-time codes that
    /// travel in links.
    public static func token(bits: Int = 256) throws(OpenSSLError) -> String {
        precondition(bits >= 128, "tokens carry at least 128 bits")
        return Base64URL.encode(try bytes(count: (bits + 7) / 8))
    }

    /// `count` random bytes as lower-case hexadecimal (`2 × count` characters), for identifiers.
    public static func hex(bytes count: Int) throws(OpenSSLError) -> String {
        try bytes(count: count).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
