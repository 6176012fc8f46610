import Foundation

/// Verifies JWTs against a fixed key set, an algorithm allow-list, issuers, audiences and time.
///
/// Checks, in order: structure, `alg` (never `none` or HMAC; must be allowed), `kid` (must be in the
/// key set; keys named by `jku`/`x5u`/`jwk`/`x5c` are ignored), the signature, `iss`, `aud`, then
/// `exp`, `nbf` and `iat` against the injected clock with `leeway`.
public struct JWTVerifier: Sendable {
    /// What a token must satisfy besides a valid signature.
    public struct Configuration: Sendable {
        /// Algorithms accepted; anything else is `JWTError.unsupportedAlgorithm`.
        public var allowedAlgorithms: Set<JWTAlgorithm>
        /// Accepted `iss` values. Empty rejects every token (fail closed).
        public var allowedIssuers: Set<String>
        /// Accepted `aud` values (a token's `aud` may be a string or an array). Empty rejects every token.
        public var allowedAudiences: Set<String>
        /// Clock skew tolerated for `exp`, `nbf` and `iat`, in seconds.
        public var leeway: TimeInterval
        /// Whether `iat` must be present.
        public var requiresIssuedAt: Bool
        /// Whether the header must name its key (`kid`). When false, a token without `kid` is checked
        /// against every usable key of the set for its algorithm and passes if one of them signed it
        /// (some signers of service-account tokens send none). A token with a `kid` is always checked
        /// against that key only.
        public var requiresKeyID: Bool

        /// Creates a configuration; the defaults accept RS256 only, with 60 s leeway.
        public init(
            allowedAlgorithms: Set<JWTAlgorithm> = [.rs256], allowedIssuers: Set<String> = [],
            allowedAudiences: Set<String> = [], leeway: TimeInterval = 60, requiresIssuedAt: Bool = true,
            requiresKeyID: Bool = true
        ) {
            self.allowedAlgorithms = allowedAlgorithms
            self.allowedIssuers = allowedIssuers
            self.allowedAudiences = allowedAudiences
            self.leeway = leeway
            self.requiresIssuedAt = requiresIssuedAt
            self.requiresKeyID = requiresKeyID
        }
    }

    /// The keys tokens may be signed with.
    public var keySet: JWKSet
    /// The claim requirements.
    public var configuration: Configuration
    let currentDate: @Sendable () -> Date

    /// Creates a verifier.
    /// - Parameters:
    ///   - keySet: The only keys signatures are checked against.
    ///   - configuration: Algorithms, issuers, audiences and leeway.
    ///   - now: The clock; injected so tests control time.
    public init(
        keySet: JWKSet, configuration: Configuration = Configuration(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.keySet = keySet
        self.configuration = configuration
        self.currentDate = now
    }

    /// Returns the parsed token if it passes every check.
    public func verify(_ token: String) throws(JWTError) -> JWT {
        try verify(try JWT(compact: token))
    }

    /// Returns `jwt` if it passes every check; for callers that already parsed the token (to read its
    /// `kid`, say) and should not pay for parsing twice.
    public func verify(_ jwt: JWT) throws(JWTError) -> JWT {
        try verifySignature(of: jwt)
        try verifyClaims(jwt.payload)
        return jwt
    }

    /// Verifies `token` and decodes its claims into `type`.
    public func verify<Claims: Decodable>(_ token: String, as type: Claims.Type) throws(JWTError) -> Claims {
        try verify(token).claims(as: type)
    }

    // MARK: - Header and signature

    private func verifySignature(of jwt: JWT) throws(JWTError) {
        guard let algorithm = jwt.header.algorithm, configuration.allowedAlgorithms.contains(algorithm) else {
            throw .unsupportedAlgorithm
        }
        guard !jwt.header.hasCriticalExtensions else { throw .malformedToken }
        if jwt.header.keyID == nil && !configuration.requiresKeyID {
            let candidates = keySet.usableKeys.filter { entry in
                entry.key.algorithm == algorithm
                    && (entry.jwk.algorithm ?? algorithm.rawValue) == algorithm.rawValue
            }.map(\.key)
            guard !candidates.isEmpty else { throw .unknownKeyID }
            let signed = candidates.contains { key in
                (try? key.isValidSignature(jwt.signature, for: jwt.signingInput, algorithm: algorithm))
                    == true
            }
            guard signed else { throw .badSignature }
            return
        }
        guard let keyID = jwt.header.keyID, let key = keySet.publicKey(forKeyID: keyID) else {
            throw .unknownKeyID
        }
        if let restricted = keySet.jwk(forKeyID: keyID)?.algorithm, restricted != algorithm.rawValue {
            throw .algorithmKeyMismatch
        }
        guard key.algorithm == algorithm else { throw .algorithmKeyMismatch }
        guard (try? key.isValidSignature(jwt.signature, for: jwt.signingInput, algorithm: algorithm)) == true
        else { throw .badSignature }
    }
}
