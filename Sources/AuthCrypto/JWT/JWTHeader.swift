/// A JWS protected header (RFC 7515 §4).
public struct JWTHeader: Sendable, Hashable {
    /// Every header parameter as sent.
    public let fields: [String: JSON]

    /// Creates a header from its parameters.
    public init(fields: [String: JSON]) {
        self.fields = fields
    }

    /// `alg`, as sent (it may name an algorithm AuthCrypto does not implement).
    public var algorithmName: String? { fields["alg"]?.stringValue }

    /// `alg` as an implemented algorithm, or `nil` for `none`, HMAC and anything unknown.
    public var algorithm: JWTAlgorithm? { algorithmName.flatMap(JWTAlgorithm.init(rawValue:)) }

    /// `kid`, the key ID.
    public var keyID: String? { fields["kid"]?.stringValue }

    /// `typ`, the media type (usually `JWT`).
    public var type: String? { fields["typ"]?.stringValue }

    /// Whether the header tries to supply or point at its own key (`jku`, `x5u`, `jwk`, `x5c`).
    ///
    /// `JWTVerifier` never uses these: keys come only from its configured `JWKSet`.
    public var referencesEmbeddedKey: Bool {
        ["jku", "x5u", "jwk", "x5c"].contains { fields[$0] != nil }
    }

    /// Whether the header carries `crit` (critical extensions, none of which AuthCrypto understands).
    public var hasCriticalExtensions: Bool { fields["crit"] != nil }
}
