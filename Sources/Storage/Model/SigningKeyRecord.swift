/// A token-signing key pair with its lifecycle. Instants are Unix milliseconds.
///
/// A key signs from `activeFrom` until `retireAt`, and its public key is published until
/// `expireAt` (after the last token it signed has expired). Expect `activeFrom <= retireAt <= expireAt`.
public struct SigningKeyRecord: Sendable, Equatable {
    /// The key id (`kid` in JWT headers and the JWKS).
    public var kid: String
    /// The JWS algorithm, e.g. `"RS256"`.
    public var algorithm: String
    public var privateKeyPEM: String
    public var publicKeyPEM: String
    public var createdAt: Int64
    public var activeFrom: Int64
    public var retireAt: Int64
    public var expireAt: Int64

    public init(
        kid: String, algorithm: String, privateKeyPEM: String, publicKeyPEM: String, createdAt: Int64,
        activeFrom: Int64, retireAt: Int64, expireAt: Int64
    ) {
        self.kid = kid
        self.algorithm = algorithm
        self.privateKeyPEM = privateKeyPEM
        self.publicKeyPEM = publicKeyPEM
        self.createdAt = createdAt
        self.activeFrom = activeFrom
        self.retireAt = retireAt
        self.expireAt = expireAt
    }

    /// True when the key may sign at `instant`.
    public func signs(at instant: Int64) -> Bool {
        activeFrom <= instant && instant < retireAt
    }

    /// True when the public key should be published at `instant`.
    public func isPublished(at instant: Int64) -> Bool {
        instant < expireAt
    }
}
