import Foundation
import Testing

@testable import AuthCrypto

struct X509CertificateTests {
    @Test func selfSignedCertificateParsesBackWithTheSameKey() throws {
        let pair = try RSAKeyPair.generate()
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let certificate = try X509Certificate.selfSigned(
            for: pair, commonName: "securetoken.sesame.test", validity: 86_400 * 2, notBefore: start)
        let pem = try certificate.pemRepresentation
        #expect(pem.hasPrefix("-----BEGIN CERTIFICATE-----"))

        let parsed = try X509Certificate(pemRepresentation: pem)
        #expect(parsed.publicKey == pair.publicKey)
        #expect(parsed.commonName == "securetoken.sesame.test")
        #expect(parsed.validityPeriod == start...start.addingTimeInterval(86_400 * 2))
        #expect(parsed.isSelfSignatureValid)
        #expect(parsed.publicKey != (try RSAKeyPair.generate()).publicKey)
    }

    @Test func certificateMapBuildsAKeySetFirebaseAdminStyle() throws {
        let pair = try RSAKeyPair.generate()
        let pem = try X509Certificate.selfSigned(for: pair, commonName: "sesame", validity: 3_600)
            .pemRepresentation
        let set = try JWKSet(certificatesByKeyID: ["kid-a": pem])
        #expect(set.publicKey(forKeyID: "kid-a") == .rsa(pair.publicKey))
        let configuration = JWTVerifier.Configuration(allowedIssuers: ["i"], allowedAudiences: ["a"])
        let verifier = JWTVerifier(keySet: set, configuration: configuration) {
            Date(timeIntervalSince1970: 10)
        }
        let token = try JWTSigner.rs256(pair, keyID: "kid-a").sign(claims: [
            "iss": "i", "aud": "a", "iat": 5, "exp": 50,
        ])
        #expect(try verifier.verify(token).header.keyID == "kid-a")
    }

    @Test func rejectsGarbageAndNonRSACertificates() throws {
        #expect(throws: OpenSSLError.self) {
            try X509Certificate(
                pemRepresentation: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n")
        }
    }
}
