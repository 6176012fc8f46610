import Foundation
import Testing

@testable import AuthCrypto

struct JWTVerifierTests {
    static let now: TimeInterval = 1_767_225_600
    let pair: RSAKeyPair
    let signer: JWTSigner
    let keySet: JWKSet
    let configuration = JWTVerifier.Configuration(
        allowedIssuers: ["https://securetoken.google.com/sesame"], allowedAudiences: ["sesame", "sesame-web"])

    init() throws {
        pair = try RSAKeyPair.generate()
        signer = JWTSigner.rs256(pair, keyID: "k1")
        keySet = JWKSet(keys: [try signer.jwk()])
    }

    private func verifier(_ configuration: JWTVerifier.Configuration? = nil) -> JWTVerifier {
        JWTVerifier(keySet: keySet, configuration: configuration ?? self.configuration) {
            Date(timeIntervalSince1970: Self.now)
        }
    }

    private func claims(_ overrides: [String: JSON] = [:], removing removed: [String] = []) -> [String:
        JSON]
    {
        var claims: [String: JSON] = [
            "iss": "https://securetoken.google.com/sesame", "aud": "sesame", "sub": "user-1",
            "iat": .double(Self.now - 10), "exp": .double(Self.now + 3_600),
        ]
        claims.merge(overrides) { _, override in override }
        for name in removed { claims[name] = nil }
        return claims
    }

    private func expectRejection(_ token: String, _ error: JWTError, verifier: JWTVerifier? = nil) {
        #expect(throws: error) { try (verifier ?? self.verifier()).verify(token) }
        #expect(!error.description.contains(token.prefix(20)))
    }

    @Test func acceptsValidTokenAndDecodesClaims() throws {
        struct Claims: Decodable { var sub: String }
        let token = try signer.sign(claims: claims())
        #expect(try verifier().verify(token).payload["sub"] == "user-1")
        #expect(try verifier().verify(token, as: Claims.self).sub == "user-1")
    }

    @Test func rejectsAlgNoneInEveryCasing() {
        for name in ["none", "None", "NONE"] {
            let token = TokenForge.token(
                header: ["alg": .string(name), "kid": "k1"], payload: claims(), signature: [])
            expectRejection(token, .unsupportedAlgorithm)
        }
    }

    @Test func rejectsHS256SignedWithThePublicKey() throws {
        let publicPEM = Array(try pair.publicKeyPEM.utf8)
        let token = try TokenForge.token(
            header: ["alg": "HS256", "kid": "k1", "typ": "JWT"], payload: claims()
        ) {
            try HMAC.authenticationCode(for: $0, key: publicPEM)
        }
        let permissive = JWTVerifier.Configuration(
            allowedAlgorithms: Set(JWTAlgorithm.allCases), allowedIssuers: configuration.allowedIssuers,
            allowedAudiences: configuration.allowedAudiences)
        expectRejection(token, .unsupportedAlgorithm, verifier: verifier(permissive))
    }

    @Test func rejectsAlgorithmsOutsideTheAllowList() throws {
        let token = try signer.sign(claims: claims())
        let esOnly = JWTVerifier.Configuration(
            allowedAlgorithms: [.es256], allowedIssuers: configuration.allowedIssuers,
            allowedAudiences: configuration.allowedAudiences)
        expectRejection(token, .unsupportedAlgorithm, verifier: verifier(esOnly))
    }

    @Test func rejectsES256HeaderPointingAtAnRSAKey() throws {
        let ecPair = try ECKeyPair.generate()
        let token = try TokenForge.token(header: ["alg": "ES256", "kid": "k1"], payload: claims()) {
            try ecPair.signature(for: $0)
        }
        let both = JWTVerifier.Configuration(
            allowedAlgorithms: [.rs256, .es256], allowedIssuers: configuration.allowedIssuers,
            allowedAudiences: configuration.allowedAudiences)
        expectRejection(token, .algorithmKeyMismatch, verifier: verifier(both))
    }

    @Test func rejectsUnknownOrMissingKeyIDEvenWithEmbeddedKey() throws {
        let attacker = try RSAKeyPair.generate()
        let embedded = try attacker.jwk(keyID: "evil")
        let jwkHeader: JSON = [
            "kty": "RSA", "n": .string(embedded.modulus ?? ""), "e": .string(embedded.exponent ?? ""),
        ]
        let unknown = try JWTSigner.rs256(attacker, keyID: "evil").sign(claims: claims())
        expectRejection(unknown, .unknownKeyID)
        let withJWK = try TokenForge.token(header: ["alg": "RS256", "jwk": jwkHeader], payload: claims()) {
            try attacker.signature(for: $0)
        }
        #expect(try JWT(compact: withJWK).header.referencesEmbeddedKey)
        expectRejection(withJWK, .unknownKeyID)
        let withJKU = try TokenForge.token(
            header: ["alg": "RS256", "kid": "evil", "jku": "https://evil.test/jwks"], payload: claims()
        ) { try attacker.signature(for: $0) }
        expectRejection(withJKU, .unknownKeyID)
    }

    @Test func withoutRequiredKeyIDATokenWithoutKidIsCheckedAgainstEveryKey() throws {
        let second = try RSAKeyPair.generate()
        let twoKeys = JWKSet(keys: [try signer.jwk(), try second.jwk(keyID: "k2")])
        var lenient = configuration
        lenient.requiresKeyID = false
        let lenientVerifier = JWTVerifier(keySet: twoKeys, configuration: lenient) {
            Date(timeIntervalSince1970: Self.now)
        }
        let bySecond = try TokenForge.token(header: ["alg": "RS256", "typ": "JWT"], payload: claims()) {
            try second.signature(for: $0)
        }
        #expect(try lenientVerifier.verify(bySecond).payload["sub"] == "user-1")
        // The default still insists on a kid.
        expectRejection(bySecond, .unknownKeyID)
        // No key of the set signed it.
        let stranger = try RSAKeyPair.generate()
        let byStranger = try TokenForge.token(header: ["alg": "RS256"], payload: claims()) {
            try stranger.signature(for: $0)
        }
        expectRejection(byStranger, .badSignature, verifier: lenientVerifier)
        // A token that names a key is checked against that key only.
        let misnamed = try TokenForge.token(header: ["alg": "RS256", "kid": "k1"], payload: claims()) {
            try second.signature(for: $0)
        }
        expectRejection(misnamed, .badSignature, verifier: lenientVerifier)
        // Claims are still checked.
        let expired = try TokenForge.token(
            header: ["alg": "RS256"], payload: claims(["exp": .double(Self.now - 120)])
        ) { try second.signature(for: $0) }
        expectRejection(expired, .expired, verifier: lenientVerifier)
        let empty = JWTVerifier(keySet: JWKSet(keys: []), configuration: lenient) {
            Date(timeIntervalSince1970: Self.now)
        }
        expectRejection(bySecond, .unknownKeyID, verifier: empty)
    }

    @Test func rejectsBadSignatures() throws {
        let impostor = try JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "k1").sign(claims: claims())
        expectRejection(impostor, .badSignature)
        let genuine = try signer.sign(claims: claims())
        let truncated = String(genuine.dropLast(4))
        expectRejection(truncated, .badSignature)
        let unsigned = genuine.split(separator: ".").prefix(2).joined(separator: ".") + "."
        expectRejection(unsigned, .badSignature)
    }

    @Test func rejectsMalformedTokens() throws {
        for token in ["", "a.b", "a.b.c.d", "!!.e30.", "e30.e30.", "bm90IGpzb24.e30."] {
            expectRejection(token, .malformedToken)
        }
        let critical = try TokenForge.token(
            header: ["alg": "RS256", "kid": "k1", "crit": ["exp"]], payload: claims()
        ) {
            try pair.signature(for: $0)
        }
        expectRejection(critical, .malformedToken)
        #expect(throws: JWTError.malformedToken) { try JWT(compact: String(repeating: "a", count: 20_000)) }
    }

    @Test func rejectsWrongOrMissingIssuer() throws {
        expectRejection(try signer.sign(claims: claims(["iss": "https://evil.test"])), .wrongIssuer)
        expectRejection(try signer.sign(claims: claims(removing: ["iss"])), .missingClaim("iss"))
        expectRejection(try signer.sign(claims: claims(["iss": 7])), .invalidClaim("iss"))
        let closed = JWTVerifier.Configuration(allowedAudiences: ["sesame"])
        expectRejection(try signer.sign(claims: claims()), .wrongIssuer, verifier: verifier(closed))
    }

    @Test func checksAudienceAsStringOrArray() throws {
        expectRejection(try signer.sign(claims: claims(["aud": "other"])), .wrongAudience)
        expectRejection(try signer.sign(claims: claims(["aud": ["other", "more"]])), .wrongAudience)
        expectRejection(try signer.sign(claims: claims(removing: ["aud"])), .missingClaim("aud"))
        expectRejection(try signer.sign(claims: claims(["aud": ["sesame", 3]])), .invalidClaim("aud"))
        #expect(throws: Never.self) {
            try verifier().verify(try signer.sign(claims: claims(["aud": ["x", "sesame-web"]])))
        }
    }

    @Test func expiryHonoursLeewayAtTheEdges() throws {
        expectRejection(try signer.sign(claims: claims(["exp": .double(Self.now - 61)])), .expired)
        expectRejection(try signer.sign(claims: claims(["exp": .double(Self.now - 60)])), .expired)
        #expect(throws: Never.self) {
            try verifier().verify(try signer.sign(claims: claims(["exp": .double(Self.now - 59)])))
        }
        expectRejection(try signer.sign(claims: claims(removing: ["exp"])), .missingClaim("exp"))
        expectRejection(try signer.sign(claims: claims(["exp": "tomorrow"])), .invalidClaim("exp"))
        expectRejection(try signer.sign(claims: claims(["exp": .null])), .invalidClaim("exp"))

        var strict = configuration
        strict.leeway = 0
        expectRejection(
            try signer.sign(claims: claims(["exp": .double(Self.now)])), .expired, verifier: verifier(strict))
        #expect(throws: Never.self) {
            try verifier(strict).verify(try signer.sign(claims: claims(["exp": .double(Self.now + 1)])))
        }
    }

    @Test func notBeforeHonoursLeewayAtTheEdges() throws {
        expectRejection(try signer.sign(claims: claims(["nbf": .double(Self.now + 61)])), .notYetValid)
        #expect(throws: Never.self) {
            try verifier().verify(try signer.sign(claims: claims(["nbf": .double(Self.now + 60)])))
        }
    }

    @Test func issuedAtHonoursLeewayAndRequirement() throws {
        expectRejection(try signer.sign(claims: claims(["iat": .double(Self.now + 61)])), .issuedInFuture)
        #expect(throws: Never.self) {
            try verifier().verify(try signer.sign(claims: claims(["iat": .double(Self.now + 60)])))
        }
        let withoutIssuedAt = try signer.sign(claims: claims(removing: ["iat"]))
        expectRejection(withoutIssuedAt, .missingClaim("iat"))
        var lenient = configuration
        lenient.requiresIssuedAt = false
        #expect(throws: Never.self) { try verifier(lenient).verify(withoutIssuedAt) }
    }

    @Test func errorDescriptionsNeverContainTokenMaterial() throws {
        let errors: [JWTError] = [
            .malformedToken, .unsupportedAlgorithm, .algorithmKeyMismatch, .unknownKeyID, .badSignature,
            .expired,
            .notYetValid, .issuedInFuture, .wrongIssuer, .wrongAudience, .missingClaim("exp"),
            .invalidClaim("aud"),
        ]
        let token = try signer.sign(claims: claims())
        for error in errors {
            #expect(!error.description.contains(String(token.split(separator: ".")[1].prefix(12))))
            #expect(error.description.hasPrefix("JWT: "))
        }
    }
}
