/// A JSON Web Key (RFC 7517) for a public RSA or P-256 key; private members are never represented.
public struct JWK: Sendable, Hashable, Codable {
    /// `kty`: "RSA" or "EC" (others are carried but unusable).
    public var keyType: String
    /// `kid`.
    public var keyID: String?
    /// `alg`, when the key is restricted to one algorithm.
    public var algorithm: String?
    /// `use`: "sig" for signing keys.
    public var use: String?
    /// `n`: RSA modulus, base64url.
    public var modulus: String?
    /// `e`: RSA public exponent, base64url.
    public var exponent: String?
    /// `crv`: "P-256" for EC keys.
    public var curve: String?
    /// `x`: EC x coordinate, base64url.
    public var x: String?
    /// `y`: EC y coordinate, base64url.
    public var y: String?

    enum CodingKeys: String, CodingKey {
        case keyType = "kty", keyID = "kid", algorithm = "alg", use, modulus = "n", exponent = "e"
        case curve = "crv", x, y
    }

    /// Creates a JWK from its members.
    public init(
        keyType: String, keyID: String? = nil, algorithm: String? = nil, use: String? = nil,
        modulus: String? = nil, exponent: String? = nil, curve: String? = nil, x: String? = nil,
        y: String? = nil
    ) {
        self.keyType = keyType
        self.keyID = keyID
        self.algorithm = algorithm
        self.use = use
        self.modulus = modulus
        self.exponent = exponent
        self.curve = curve
        self.x = x
        self.y = y
    }

    /// Builds the public key this JWK describes.
    /// - Throws: `KeyError.invalidKeyMaterial` for missing or undecodable members or an unsupported
    ///   key type or curve; `KeyError`/`OpenSSLError` when OpenSSL rejects the key.
    public func makePublicKey() throws -> JWTPublicKey {
        switch keyType {
        case "RSA":
            guard let n = modulus.flatMap(Base64URL.decode), let e = exponent.flatMap(Base64URL.decode) else {
                throw KeyError.invalidKeyMaterial
            }
            return .rsa(try RSAPublicKey(modulus: n, exponent: e))
        case "EC":
            guard curve == "P-256", let x = x.flatMap(Base64URL.decode), let y = y.flatMap(Base64URL.decode)
            else {
                throw KeyError.invalidKeyMaterial
            }
            return .ec(try ECPublicKey(x: x, y: y))
        default:
            throw KeyError.invalidKeyMaterial
        }
    }
}
