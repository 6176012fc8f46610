internal import COpenSSL

/// The message digests AuthCrypto uses, backed by OpenSSL's default provider.
public enum DigestAlgorithm: Sendable, Hashable {
    /// SHA-256 (FIPS 180-4), 32-byte output.
    case sha256
    /// SHA-1, 20-byte output; only for interoperability (for example legacy fingerprints), never signatures.
    case sha1

    /// The digest length in bytes.
    public var outputByteCount: Int {
        switch self {
        case .sha256: 32
        case .sha1: 20
        }
    }

    /// Returns the digest of `bytes`.
    public func hash(_ bytes: [UInt8]) throws(OpenSSLError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let result = bytes.withUnsafeBytes { input in
            EVP_Digest(input.baseAddress, input.count, &output, &length, evpMD, nil)
        }
        try checkOpenSSL(result, "EVP_Digest")
        return Array(output.prefix(Int(length)))
    }

    /// OpenSSL's method table for this digest (static, never freed).
    var evpMD: OpaquePointer {
        switch self {
        case .sha256: EVP_sha256()
        case .sha1: EVP_sha1()
        }
    }
}
