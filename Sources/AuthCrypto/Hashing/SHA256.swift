/// SHA-256 (FIPS 180-4).
public enum SHA256 {
    /// Returns the 32-byte SHA-256 digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        try DigestAlgorithm.sha256.hash(bytes)
    }

    /// Returns the 32-byte SHA-256 digest of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) throws(OpenSSLError) -> [UInt8] {
        try hash(Array(text.utf8))
    }
}
