/// Why a JWT was rejected. Descriptions never include the token or any of its contents.
public enum JWTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Not three base64url parts, or a header/payload that is not a JSON object, or an unsupported
    /// `crit` header.
    case malformedToken
    /// `alg` is `none`, HMAC, unknown, or not in the verifier's allow-list.
    case unsupportedAlgorithm
    /// The key found for `kid` is of another type than `alg` requires, or its own `alg` differs.
    case algorithmKeyMismatch
    /// `kid` is missing or not in the key set.
    case unknownKeyID
    /// The signature does not verify.
    case badSignature
    /// `exp` (plus leeway) has passed.
    case expired
    /// `nbf` (minus leeway) is still in the future.
    case notYetValid
    /// `iat` (minus leeway) is in the future.
    case issuedInFuture
    /// `iss` is not an allowed issuer.
    case wrongIssuer
    /// No `aud` entry is an allowed audience.
    case wrongAudience
    /// A required claim is absent.
    case missingClaim(String)
    /// A registered claim has the wrong JSON type (for example a string `exp`).
    case invalidClaim(String)

    public var description: String {
        switch self {
        case .malformedToken: "JWT: malformed token"
        case .unsupportedAlgorithm: "JWT: algorithm not allowed"
        case .algorithmKeyMismatch: "JWT: key does not match the algorithm"
        case .unknownKeyID: "JWT: unknown key ID"
        case .badSignature: "JWT: bad signature"
        case .expired: "JWT: expired"
        case .notYetValid: "JWT: not yet valid"
        case .issuedInFuture: "JWT: issued in the future"
        case .wrongIssuer: "JWT: wrong issuer"
        case .wrongAudience: "JWT: wrong audience"
        case .missingClaim(let name): "JWT: missing claim \(name)"
        case .invalidClaim(let name): "JWT: invalid claim \(name)"
        }
    }
}
