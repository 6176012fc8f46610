internal import COpenSSL

/// A WebAuthn credential's public key, built from the parts of its COSE key (RFC 9053), checking the
/// signatures an authenticator makes: ES256 (ECDSA P-256 with SHA-256, DER signature), RS256
/// (RSASSA-PKCS1-v1_5 with SHA-256, 2048-bit keys and up) and EdDSA (Ed25519).
public struct CredentialPublicKey: Sendable {
    /// COSE algorithm identifiers (IANA "COSE Algorithms").
    public enum Algorithm: Int64, Sendable, CaseIterable {
        case es256 = -7
        case edDSA = -8
        case rs256 = -257
    }

    public let algorithm: Algorithm
    let key: EVPKey

    init(algorithm: Algorithm, key: EVPKey) {
        self.algorithm = algorithm
        self.key = key
    }

    /// A P-256 key from its affine coordinates (32 bytes each).
    /// - Throws: `KeyError.invalidKeyMaterial` for wrong lengths, `OpenSSLError` for a point off the curve.
    public static func es256(x: [UInt8], y: [UInt8]) throws -> CredentialPublicKey {
        CredentialPublicKey(algorithm: .es256, key: try ECPublicKey(x: x, y: y).key)
    }

    /// An RSA key from its big-endian modulus and exponent.
    /// - Throws: `KeyError.keyTooSmall` below 2048 bits, `KeyError.invalidKeyMaterial` for empty parts.
    public static func rs256(modulus: [UInt8], exponent: [UInt8]) throws -> CredentialPublicKey {
        CredentialPublicKey(algorithm: .rs256, key: try RSAPublicKey(modulus: modulus, exponent: exponent).key)
    }

    /// An Ed25519 key from its 32 raw bytes.
    public static func ed25519(_ raw: [UInt8]) throws -> CredentialPublicKey {
        guard raw.count == 32 else { throw KeyError.invalidKeyMaterial }
        let pointer = try checkOpenSSL(
            EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nil, raw, raw.count), "EVP_PKEY_new_raw_public_key")
        return CredentialPublicKey(algorithm: .edDSA, key: EVPKey(taking: pointer))
    }

    /// Whether `signature` is this key's signature of `message` under its algorithm. A malformed
    /// signature is simply invalid; only OpenSSL setup failures throw.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) throws -> Bool {
        switch algorithm {
        case .es256, .rs256: return try key.isValidSignature(signature, for: message, digest: .sha256)
        case .edDSA: return try key.isValidOneShotSignature(signature, for: message)
        }
    }
}

extension EVPKey {
    /// Verifies a signature of an algorithm with no separate digest (Ed25519): a fresh context each time.
    func isValidOneShotSignature(_ signature: [UInt8], for message: [UInt8]) throws(OpenSSLError) -> Bool {
        let context = try checkOpenSSL(EVP_MD_CTX_new(), "EVP_MD_CTX_new")
        defer { EVP_MD_CTX_free(context) }
        try checkOpenSSL(EVP_DigestVerifyInit(context, nil, nil, nil, pointer), "EVP_DigestVerifyInit")
        let result = EVP_DigestVerify(context, signature, signature.count, message, message.count)
        ERR_clear_error()
        return result == 1
    }
}
