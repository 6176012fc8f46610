/// SHA-1, for interoperability only (never for signatures or password storage).
public enum SHA1 {
    /// Returns the 20-byte SHA-1 digest of `bytes`.
    public static func hash(_ bytes: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        try DigestAlgorithm.sha1.hash(bytes)
    }
}
