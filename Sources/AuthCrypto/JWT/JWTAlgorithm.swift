/// The JWS algorithms AuthCrypto implements (RFC 7518). HMAC and `none` are deliberately absent, so a
/// token naming them can never be verified, whatever key set is configured.
public enum JWTAlgorithm: String, Sendable, Hashable, CaseIterable, Codable {
    /// RSASSA-PKCS1-v1_5 with SHA-256.
    case rs256 = "RS256"
    /// ECDSA P-256 with SHA-256, JOSE raw r‖s signatures.
    case es256 = "ES256"
}
