import Foundation
import Testing

@testable import AuthCrypto

struct JWKSetTests {
    @Test func exportedJWKSVerifiesTokensAfterReimport() throws {
        let rsa = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "rsa")
        let ec = JWTSigner.es256(try ECKeyPair.generate(), keyID: "ec")
        let json = try JWKSet(keys: [try rsa.jwk(), try ec.jwk()]).jsonData()
        let text = String(decoding: json, as: UTF8.self)
        #expect(
            text.contains("\"kty\":\"RSA\"") && text.contains("\"crv\":\"P-256\"")
                && text.contains("\"use\":\"sig\""))
        #expect(!text.contains("\"d\""))

        let reimported = try JWKSet(jsonData: json)
        #expect(reimported.usableKeyIDs == ["ec", "rsa"])
        let configuration = JWTVerifier.Configuration(
            allowedAlgorithms: [.rs256, .es256], allowedIssuers: ["iss"], allowedAudiences: ["aud"])
        let verifier = JWTVerifier(keySet: reimported, configuration: configuration) {
            Date(timeIntervalSince1970: 100)
        }
        let claims: [String: JSON] = ["iss": "iss", "aud": "aud", "iat": 90, "exp": 200]
        #expect(try verifier.verify(try rsa.sign(claims: claims)).header.keyID == "rsa")
        #expect(try verifier.verify(try ec.sign(claims: claims)).header.keyID == "ec")
    }

    @Test func parsesForeignDocumentsSkippingUnusableKeys() throws {
        let rsa = try RSAKeyPair.generate().jwk(keyID: "good")
        let json = """
            {"keys": [
              {"kty": "oct", "kid": "hmac", "k": "c2VjcmV0"},
              {"kty": "RSA", "kid": "enc", "use": "enc", "n": "\(rsa.modulus!)", "e": "AQAB"},
              {"kty": "RSA", "kid": "broken", "n": "!!", "e": "AQAB"},
              {"kty": "RSA", "n": "\(rsa.modulus!)", "e": "AQAB"},
              {"kty": "RSA", "kid": "good", "alg": "RS256", "use": "sig", "n": "\(rsa.modulus!)", "e": "AQAB",
               "x5t": "ignored"}
            ]}
            """
        let set = try JWKSet(jsonData: Data(json.utf8))
        #expect(set.keys.count == 5)
        #expect(set.usableKeyIDs == ["good"])
        #expect(set.publicKey(forKeyID: "hmac") == nil)
        #expect(throws: KeyError.invalidKeyMaterial) { try JWKSet(jsonData: Data("[1,2]".utf8)) }
    }

    @Test func keyRestrictedToAnotherAlgorithmIsRefused() throws {
        let pair = try RSAKeyPair.generate()
        var jwk = try pair.jwk(keyID: "k")
        jwk.algorithm = "RS512"
        let configuration = JWTVerifier.Configuration(allowedIssuers: ["iss"], allowedAudiences: ["aud"])
        let verifier = JWTVerifier(keySet: JWKSet(keys: [jwk]), configuration: configuration) {
            Date(timeIntervalSince1970: 100)
        }
        let token = try JWTSigner.rs256(pair, keyID: "k").sign(claims: [
            "iss": "iss", "aud": "aud", "iat": 90, "exp": 200,
        ])
        #expect(throws: JWTError.algorithmKeyMismatch) { try verifier.verify(token) }
    }
}
