internal import COpenSSL

/// A P-256 public key for ES256 verification.
public struct ECPublicKey: Sendable, Equatable {
    let key: EVPKey

    init(checking key: EVPKey) throws {
        guard key.isKeyType("EC"), key.groupName == "prime256v1" else {
            throw KeyError.wrongKeyType(expected: "EC P-256")
        }
        self.key = key
    }

    /// Creates a key from its affine coordinates (32 bytes each, as in a JWK's `x` and `y`).
    /// - Throws: `KeyError.invalidKeyMaterial` for wrong lengths, `OpenSSLError` for a point off the curve.
    public init(x: [UInt8], y: [UInt8]) throws {
        guard x.count == 32, y.count == 32 else { throw KeyError.invalidKeyMaterial }
        let key = try EVPKey.publicKey(
            type: "EC", parameters: [.text("group", "prime256v1"), .octets("pub", [0x04] + x + y)])
        try self.init(checking: key)
    }

    /// Creates a key from a JWK with kty "EC", crv "P-256", x and y.
    /// - Throws: `KeyError.wrongKeyType` for other key types, `KeyError.invalidKeyMaterial` for bad members.
    public init(jwk: JWK) throws {
        guard case .ec(let key) = try jwk.makePublicKey() else {
            throw KeyError.wrongKeyType(expected: "EC P-256")
        }
        self = key
    }

    /// Reads an SPKI PEM (`-----BEGIN PUBLIC KEY-----`).
    public init(pemRepresentation pem: String) throws {
        try self.init(checking: try EVPKey.publicKey(pem: pem))
    }

    /// The SPKI PEM text.
    public var pemRepresentation: String {
        get throws { try key.publicKeyPEM() }
    }

    /// The x coordinate, 32 bytes big-endian.
    public var x: [UInt8] {
        get throws { try key.integerParameter("qx", length: 32) }
    }

    /// The y coordinate, 32 bytes big-endian.
    public var y: [UInt8] {
        get throws { try key.integerParameter("qy", length: 32) }
    }

    /// Returns the public JWK: kty EC, crv P-256, x, y, kid, alg ES256, use sig.
    public func jwk(keyID: String) throws -> JWK {
        JWK(
            keyType: "EC", keyID: keyID, algorithm: JWTAlgorithm.es256.rawValue, use: "sig", curve: "P-256",
            x: Base64URL.encode(try x), y: Base64URL.encode(try y))
    }

    /// Returns whether `signature` (JOSE raw r‖s, 64 bytes) is this key's ES256 signature of `message`.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) throws -> Bool {
        guard let der = try ECDSASignature.der(fromRaw: signature) else { return false }
        return try key.isValidSignature(der, for: message, digest: .sha256)
    }

    public static func == (lhs: ECPublicKey, rhs: ECPublicKey) -> Bool {
        lhs.key.hasSamePublicKey(as: rhs.key)
    }
}
