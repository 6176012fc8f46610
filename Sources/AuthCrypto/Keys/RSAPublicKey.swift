internal import COpenSSL

/// An RSA public key (at least 2048 bits) for RS256 verification.
public struct RSAPublicKey: Sendable, Equatable {
    let key: EVPKey

    init(checking key: EVPKey) throws {
        guard key.isKeyType("RSA") else { throw KeyError.wrongKeyType(expected: "RSA") }
        guard key.bitCount >= 2048 else { throw KeyError.keyTooSmall(bits: key.bitCount) }
        self.key = key
    }

    /// Reads an SPKI PEM (`-----BEGIN PUBLIC KEY-----`).
    /// - Throws: `OpenSSLError` for unreadable PEM, `KeyError` for a non-RSA or too small key.
    public init(pemRepresentation pem: String) throws {
        try self.init(checking: try EVPKey.publicKey(pem: pem))
    }

    /// Creates a key from its big-endian modulus and public exponent (as in a JWK's `n` and `e`).
    public init(modulus: [UInt8], exponent: [UInt8]) throws {
        guard !modulus.isEmpty, !exponent.isEmpty else { throw KeyError.invalidKeyMaterial }
        let key = try EVPKey.publicKey(
            type: "RSA", parameters: [.integer("n", modulus), .integer("e", exponent)])
        try self.init(checking: key)
    }

    /// Creates a key from a JWK with kty "RSA", n and e.
    /// - Throws: `KeyError.wrongKeyType` for other key types, `KeyError.invalidKeyMaterial` for bad members.
    public init(jwk: JWK) throws {
        guard case .rsa(let key) = try jwk.makePublicKey() else {
            throw KeyError.wrongKeyType(expected: "RSA")
        }
        self = key
    }

    /// The SPKI PEM text.
    public var pemRepresentation: String {
        get throws { try key.publicKeyPEM() }
    }

    /// The modulus `n`, big-endian without leading zeros.
    public var modulus: [UInt8] {
        get throws { try key.integerParameter("n") }
    }

    /// The public exponent `e`, big-endian without leading zeros.
    public var exponent: [UInt8] {
        get throws { try key.integerParameter("e") }
    }

    /// The modulus size in bits.
    public var bitCount: Int { key.bitCount }

    /// Returns the public JWK (RFC 7517) for this key: kty RSA, n, e, kid, alg RS256, use sig.
    public func jwk(keyID: String) throws -> JWK {
        JWK(
            keyType: "RSA", keyID: keyID, algorithm: JWTAlgorithm.rs256.rawValue, use: "sig",
            modulus: Base64URL.encode(try modulus), exponent: Base64URL.encode(try exponent))
    }

    /// Returns whether `signature` is this key's RSASSA-PKCS1-v1_5 SHA-256 signature of `message`.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) throws -> Bool {
        try key.isValidSignature(signature, for: message, digest: .sha256)
    }

    public static func == (lhs: RSAPublicKey, rhs: RSAPublicKey) -> Bool {
        lhs.key.hasSamePublicKey(as: rhs.key)
    }
}
