internal import COpenSSL

/// HMAC (RFC 2104) over an OpenSSL digest.
public enum HMAC {
    /// Returns the authentication code of `message` under `key`.
    ///
    /// - Parameters:
    ///   - message: The bytes to authenticate.
    ///   - key: The secret key; any length (longer keys are hashed as RFC 2104 prescribes).
    ///   - digest: The underlying hash, SHA-256 by default.
    public static func authenticationCode(
        for message: [UInt8], key: [UInt8], digest: DigestAlgorithm = .sha256
    ) throws(OpenSSLError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let result = key.withUnsafeBytes { keyBytes in
            message.withUnsafeBytes { messageBytes in
                // A zero-length key still needs a non-null pointer.
                withUnsafeBytes(of: UInt8(0)) { empty in
                    COpenSSL.HMAC(
                        digest.evpMD, keyBytes.baseAddress ?? empty.baseAddress, Int32(keyBytes.count),
                        messageBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), messageBytes.count,
                        &output, &length
                    )
                }
            }
        }
        _ = try checkOpenSSL(result, "HMAC")
        return Array(output.prefix(Int(length)))
    }

    /// Returns whether `code` is the authentication code of `message` under `key` (constant time).
    public static func isValidAuthenticationCode(
        _ code: [UInt8], for message: [UInt8], key: [UInt8], digest: DigestAlgorithm = .sha256
    ) throws(OpenSSLError) -> Bool {
        ConstantTime.equals(try authenticationCode(for: message, key: key, digest: digest), code)
    }
}
