/// A public key usable for JWS verification.
public enum JWTPublicKey: Sendable, Equatable {
    /// An RSA key (RS256).
    case rsa(RSAPublicKey)
    /// A P-256 key (ES256).
    case ec(ECPublicKey)

    /// The only algorithm this key verifies.
    public var algorithm: JWTAlgorithm {
        switch self {
        case .rsa: .rs256
        case .ec: .es256
        }
    }

    /// Returns whether `signature` is valid for `signingInput` under `algorithm`.
    /// - Throws: `JWTError.algorithmKeyMismatch` if the key cannot verify `algorithm`.
    func isValidSignature(_ signature: [UInt8], for signingInput: [UInt8], algorithm: JWTAlgorithm) throws
        -> Bool
    {
        guard algorithm == self.algorithm else { throw JWTError.algorithmKeyMismatch }
        switch self {
        case .rsa(let key): return try key.isValidSignature(signature, for: signingInput)
        case .ec(let key): return try key.isValidSignature(signature, for: signingInput)
        }
    }
}
