/// Why a JWT's payload could not be read. Never carries the token.
public enum JWTDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A compact JWT has exactly three dot-separated segments.
    case wrongSegmentCount
    /// The payload segment is not base64url.
    case invalidBase64
    /// The payload is not a JSON object with the expected claim types.
    case invalidPayload

    public var description: String {
        switch self {
        case .wrongSegmentCount: "JWT does not have three segments"
        case .invalidBase64: "JWT payload is not base64url"
        case .invalidPayload: "JWT payload is not a valid claims object"
        }
    }
}
