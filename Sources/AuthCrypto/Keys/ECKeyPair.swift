internal import COpenSSL

/// A P-256 private key with its public half (ES256); used by tests as a fake identity provider.
public struct ECKeyPair: Sendable, CustomStringConvertible {
    let key: EVPKey
    /// The public half.
    public let publicKey: ECPublicKey

    private init(key: EVPKey) throws {
        self.key = key
        self.publicKey = try ECPublicKey(checking: key)
    }

    /// Generates a fresh P-256 key pair.
    public static func generate() throws -> ECKeyPair {
        let key = try EVPKey.generate(
            type: "EC",
            configure: { context in
                EVP_PKEY_CTX_set_group_name(context, "P-256")
            }, "EVP_PKEY_CTX_set_group_name")
        return try ECKeyPair(key: key)
    }

    /// Reads an unencrypted P-256 private key PEM (PKCS#8 or `BEGIN EC PRIVATE KEY`).
    public init(privateKeyPEM pem: String) throws {
        try self.init(key: try EVPKey.privateKey(pem: pem))
    }

    /// The private key as unencrypted PKCS#8 PEM. Treat it as a secret.
    public var privateKeyPEM: String {
        get throws { try key.privateKeyPEM() }
    }

    /// Returns the public JWK: kty EC, crv P-256, x, y, kid, alg ES256, use sig.
    public func jwk(keyID: String) throws -> JWK {
        try publicKey.jwk(keyID: keyID)
    }

    /// Returns the ES256 signature of `message` in JOSE raw r‖s form (64 bytes).
    public func signature(for message: [UInt8]) throws -> [UInt8] {
        try ECDSASignature.raw(fromDER: try key.sign(message, digest: .sha256))
    }

    public var description: String { "ECKeyPair(P-256)" }
}
