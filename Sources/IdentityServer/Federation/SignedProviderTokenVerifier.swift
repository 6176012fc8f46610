import AuthCrypto
import Foundation

/// Verifies Google and Apple ID tokens against the provider's published keys.
///
/// Keys come only from the configured JWKS URL (`jku`, `x5u`, `jwk` and `x5c` headers are
/// ignored); `alg` must be RS256 or ES256; `iss`, `aud`, `exp`, `nbf` and `iat` are checked with 60 s
/// of leeway. In emulator mode tokens are decoded without any check, as the Firebase emulator does,
/// so unsigned (`alg: none`) and plain-JSON tokens work for local development.
struct SignedProviderTokenVerifier: ProviderTokenVerifier {
    static let leeway: TimeInterval = 60

    let profile: IdentityProviderProfile
    let keys: ProviderKeyCache
    let clock: ServerClock
    let emulator: Bool

    var providerId: String { profile.providerId }

    /// This verifier with `audiences` accepted too (same keys).
    func accepting(_ audiences: [String]) -> SignedProviderTokenVerifier {
        SignedProviderTokenVerifier(profile: profile.accepting(audiences), keys: keys, clock: clock, emulator: emulator)
    }

    func verify(_ credential: ProviderCredential) async throws(APIError) -> ProviderIdentityClaims {
        guard let token = credential.idToken, !token.isEmpty else {
            throw Self.invalid("id_token is missing; access-token-only credentials are not supported.")
        }
        guard token.utf8.count <= JWT.maximumLength else { throw Self.invalid("id_token is too long.") }
        let payload: [String: JSON]
        if emulator {
            payload = try ProviderTokenPayload.unverified(token)
        } else {
            try await verifySignatureAndClaims(token)
            payload = try ProviderTokenPayload.unverified(token)
            try checkNonce(payload, rawNonce: credential.nonce)
        }
        return try ProviderTokenPayload.identity(from: payload, profile: profile)
    }

    private func verifySignatureAndClaims(_ token: String) async throws(APIError) {
        guard let jwt = try? JWT(compact: token) else { throw Self.invalid("id_token is not a JWT.") }
        guard let algorithm = jwt.header.algorithm, profile.algorithms.contains(algorithm) else {
            throw Self.invalid("id_token's algorithm is not accepted.")
        }
        guard !profile.audiences.isEmpty else {
            throw Self.invalid("no client IDs are configured for \(profile.providerId).")
        }
        let keySet = try await keys.keySet(for: jwt.header.keyID)
        let clock = self.clock
        let verifier = JWTVerifier(
            keySet: keySet,
            configuration: JWTVerifier.Configuration(
                allowedAlgorithms: profile.algorithms, allowedIssuers: profile.issuers,
                allowedAudiences: profile.audiences, leeway: Self.leeway, requiresIssuedAt: true),
            now: { clock.date })
        do {
            _ = try verifier.verify(token)
        } catch {
            throw Self.invalid(Self.reason(error))
        }
    }

    /// Apple: the token's `nonce` must be hex(SHA-256(raw nonce from the request)).
    private func checkNonce(_ payload: [String: JSON], rawNonce: String?) throws(APIError) {
        guard profile.requiresNonce else { return }
        guard let rawNonce, !rawNonce.isEmpty else {
            throw .code(.missingOrInvalidNonce, "Nonce is missing in the request.")
        }
        guard let claimed = payload["nonce"]?.stringValue,
            let digest = try? AuthCrypto.SHA256.hash(rawNonce),
            ConstantTime.equals(claimed.lowercased(), digest.map { String(format: "%02x", $0) }.joined())
        else {
            throw .code(
                .missingOrInvalidNonce,
                "The nonce in the ID token does not match the SHA-256 hash of the raw nonce in the request.")
        }
    }

    static func invalid(_ detail: String) -> APIError {
        .code(.invalidIDPResponse, "Invalid Idp Response: " + detail)
    }

    /// Why verification failed, without any of the token's content.
    static func reason(_ error: JWTError) -> String {
        switch error {
        case .malformedToken: "id_token is malformed."
        case .unsupportedAlgorithm: "id_token's algorithm is not accepted."
        case .algorithmKeyMismatch: "id_token's algorithm does not match its key."
        case .unknownKeyID: "id_token is signed with an unknown key."
        case .badSignature: "id_token's signature does not verify."
        case .expired: "id_token has expired."
        case .notYetValid: "id_token is not valid yet."
        case .issuedInFuture: "id_token is issued in the future."
        case .wrongIssuer: "id_token has the wrong issuer."
        case .wrongAudience: "id_token is not issued to this project's client IDs."
        case .missingClaim(let name): "id_token misses the \(name) claim."
        case .invalidClaim(let name): "id_token's \(name) claim is invalid."
        }
    }
}
