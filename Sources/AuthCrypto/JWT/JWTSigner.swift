import Foundation

/// Signs JWTs with one private key and key ID, and checks signatures made with it.
///
/// RS256 is what the identity server issues; ES256 exists for tests that play an external identity
/// provider.
public struct JWTSigner: Sendable {
    private enum PrivateKey: Sendable {
        case rsa(RSAKeyPair)
        case ec(ECKeyPair)
    }

    /// The algorithm written into every header.
    public let algorithm: JWTAlgorithm
    /// The `kid` written into every header.
    public let keyID: String
    private let key: PrivateKey

    /// Creates an RS256 signer.
    public static func rs256(_ keyPair: RSAKeyPair, keyID: String) -> JWTSigner {
        JWTSigner(algorithm: .rs256, keyID: keyID, key: .rsa(keyPair))
    }

    /// Creates an ES256 signer.
    public static func es256(_ keyPair: ECKeyPair, keyID: String) -> JWTSigner {
        JWTSigner(algorithm: .es256, keyID: keyID, key: .ec(keyPair))
    }

    private init(algorithm: JWTAlgorithm, keyID: String, key: PrivateKey) {
        self.algorithm = algorithm
        self.keyID = keyID
        self.key = key
    }

    /// The public key matching this signer.
    public var publicKey: JWTPublicKey {
        switch key {
        case .rsa(let pair): .rsa(pair.publicKey)
        case .ec(let pair): .ec(pair.publicKey)
        }
    }

    /// The public JWK (with this signer's `kid` and `alg`), for publishing in a JWKS.
    public func jwk() throws -> JWK {
        switch key {
        case .rsa(let pair): try pair.jwk(keyID: keyID)
        case .ec(let pair): try pair.jwk(keyID: keyID)
        }
    }

    /// Returns a compact token for `claims`.
    ///
    /// - Parameters:
    ///   - claims: The claim set.
    ///   - additionalHeaders: Extra header parameters; `alg` and `kid` always come from the signer.
    public func sign(claims: [String: JSON], additionalHeaders: [String: JSON] = [:]) throws
        -> String
    {
        try sign(payloadJSON: try JSON.encodedObject(claims), additionalHeaders: additionalHeaders)
    }

    /// Returns a compact token for an `Encodable` claim set.
    public func sign<Claims: Encodable>(_ claims: Claims) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try sign(payloadJSON: try encoder.encode(claims), additionalHeaders: [:])
    }

    /// Returns the parsed token if its signature was made by this signer's key with its algorithm.
    ///
    /// This checks the signature only; use `JWTVerifier` for issuer, audience and time claims.
    public func verifySignature(of token: String) throws(JWTError) -> JWT {
        let jwt = try JWT(compact: token)
        guard jwt.header.algorithm == algorithm else { throw .unsupportedAlgorithm }
        guard
            (try? publicKey.isValidSignature(jwt.signature, for: jwt.signingInput, algorithm: algorithm))
                == true
        else { throw .badSignature }
        return jwt
    }

    private func sign(payloadJSON: Data, additionalHeaders: [String: JSON]) throws -> String {
        var header = additionalHeaders
        header["typ"] = header["typ"] ?? "JWT"
        header["alg"] = .string(algorithm.rawValue)
        header["kid"] = .string(keyID)
        return try JWT.compact(header: header, payloadJSON: payloadJSON) { input in
            switch key {
            case .rsa(let pair): try pair.signature(for: input)
            case .ec(let pair): try pair.signature(for: input)
            }
        }
    }
}
