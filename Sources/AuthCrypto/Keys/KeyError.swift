/// Why key material could not be used (OpenSSL-level failures are `OpenSSLError`).
public enum KeyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key is of another type than the operation needs (for example an EC key where RSA is expected).
    case wrongKeyType(expected: String)
    /// An RSA key is smaller than the 2048-bit minimum.
    case keyTooSmall(bits: Int)
    /// A JWK or raw coordinate set is incomplete or malformed.
    case invalidKeyMaterial

    public var description: String {
        switch self {
        case .wrongKeyType(let expected): "key: expected a \(expected) key"
        case .keyTooSmall(let bits): "key: \(bits)-bit RSA keys are below the 2048-bit minimum"
        case .invalidKeyMaterial: "key: invalid or incomplete key material"
        }
    }
}
