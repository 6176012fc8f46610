/// Why a stored password hash could not be used (never a mismatch: that is a `false` result).
public enum PasswordHashError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stored value matches none of the supported schemes.
    case unrecognizedFormat
    /// The stored value names a supported scheme but its fields are malformed.
    case malformedHash(scheme: PasswordHashScheme)
    /// The stored hash's cost parameters exceed what this server agrees to compute.
    case parametersOutOfRange(scheme: PasswordHashScheme)

    public var description: String {
        switch self {
        case .unrecognizedFormat: "password hash: unrecognized format"
        case .malformedHash(let scheme): "password hash: malformed \(scheme) hash"
        case .parametersOutOfRange(let scheme): "password hash: \(scheme) parameters out of range"
        }
    }
}
