internal import COpenSSL

/// An RSA private key with its public half, for signing RS256 tokens and self-signed certificates.
///
/// `description` never shows key material.
public struct RSAKeyPair: Sendable, CustomStringConvertible {
    let key: EVPKey
    /// The public half.
    public let publicKey: RSAPublicKey

    private init(key: EVPKey) throws {
        guard key.isKeyType("RSA") else { throw KeyError.wrongKeyType(expected: "RSA") }
        self.key = key
        self.publicKey = try RSAPublicKey(checking: key)
    }

    /// Generates a fresh key pair.
    /// - Parameter bits: Modulus size; at least 2048.
    public static func generate(bits: Int = 2048) throws -> RSAKeyPair {
        guard bits >= 2048 else { throw KeyError.keyTooSmall(bits: bits) }
        let key = try EVPKey.generate(
            type: "RSA",
            configure: { context in
                EVP_PKEY_CTX_set_rsa_keygen_bits(context, Int32(bits))
            }, "EVP_PKEY_CTX_set_rsa_keygen_bits")
        return try RSAKeyPair(key: key)
    }

    /// Reads an unencrypted private key PEM (PKCS#8 `BEGIN PRIVATE KEY`, or `BEGIN RSA PRIVATE KEY`).
    public init(privateKeyPEM pem: String) throws {
        try self.init(key: try EVPKey.privateKey(pem: pem))
    }

    /// The private key as unencrypted PKCS#8 PEM. Treat it as a secret.
    public var privateKeyPEM: String {
        get throws { try key.privateKeyPEM() }
    }

    /// The public key as SPKI PEM.
    public var publicKeyPEM: String {
        get throws { try publicKey.pemRepresentation }
    }

    /// Returns the public JWK: kty RSA, n, e, kid, alg RS256, use sig.
    public func jwk(keyID: String) throws -> JWK {
        try publicKey.jwk(keyID: keyID)
    }

    /// Returns the RSASSA-PKCS1-v1_5 SHA-256 signature of `message`.
    public func signature(for message: [UInt8]) throws -> [UInt8] {
        try key.sign(message, digest: .sha256)
    }

    public var description: String { "RSAKeyPair(\(publicKey.bitCount) bits)" }
}
