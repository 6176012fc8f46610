import Foundation
import Testing

@testable import AuthCrypto

struct JWTSignerTests {
    private struct Claims: Codable, Equatable {
        var iss: String
        var aud: String
        var sub: String
        var iat: Int
        var exp: Int
    }

    @Test func rs256RoundTripsClaimsAndHeader() throws {
        let signer = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "rsa-1")
        let claims = Claims(iss: "https://issuer.test", aud: "app", sub: "u1", iat: 1_000, exp: 4_600)
        let token = try signer.sign(claims)
        let jwt = try signer.verifySignature(of: token)
        #expect(jwt.header.algorithm == .rs256 && jwt.header.keyID == "rsa-1" && jwt.header.type == "JWT")
        #expect(jwt.signature.count == 256)
        #expect(try jwt.claims(as: Claims.self) == claims)
        #expect(jwt.payload["sub"] == "u1")
        #expect(!token.contains("="))
    }

    @Test func rs256DetectsTamperingAndForeignKeys() throws {
        let signer = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "rsa-1")
        let token = try signer.sign(claims: ["sub": "u1", "admin": false])
        let parts = token.split(separator: ".").map(String.init)
        let forged = parts[0] + "." + TokenForge.segment(["sub": "u1", "admin": true]) + "." + parts[2]
        #expect(throws: JWTError.badSignature) { try signer.verifySignature(of: forged) }
        let other = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "rsa-1")
        #expect(throws: JWTError.badSignature) { try other.verifySignature(of: token) }
    }

    @Test func es256RoundTripsWithRawSignatures() throws {
        let signer = JWTSigner.es256(try ECKeyPair.generate(), keyID: "ec-1")
        let token = try signer.sign(
            claims: ["sub": "u2", "nonce": "abc"], additionalHeaders: ["typ": "at+jwt"])
        let jwt = try signer.verifySignature(of: token)
        #expect(jwt.header.algorithm == .es256 && jwt.header.type == "at+jwt")
        #expect(jwt.signature.count == 64)
        #expect(jwt.payload["nonce"] == "abc")
        let rsaSigner = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "ec-1")
        #expect(throws: JWTError.unsupportedAlgorithm) { try rsaSigner.verifySignature(of: token) }
    }

    // Signed outside Swift: `openssl dgst -sha256 -sign priv.pem` over the signing input
    // (scripts/crypto-jwt-vectors.py); only the public key is kept here.
    static let opensslPublicKeyPEM = """
        -----BEGIN PUBLIC KEY-----
        MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA77ck8rHSKQAdO0jbwEhb
        NFafIGllZgKTVvrWHVa4g66ir9X3x/56tbJ/FLiEVYU4dWda00tnjBT9dg/LC/vD
        NQR59Aq/Sc55HWrk26pFPComkkz83i5q5jh5/LtWNYmyl89m6eK+jnp8cA5uGFYz
        Xn+UavifikExn8qutpEmnsmRqDFDfnZWBsCNqnjGdhcQOX/xQGsJRxvUHDWfVZn3
        IXZ42+54/sSNId43EYYNq8o5kPmHuYlML5vU2rPkS6UCJ3gHoxEn5OAutfWDLtga
        pNZ3CqaKwpMIdILGweXdKp/Y/8vZhSYDvPzo6FuBx26dAZuRY2g40q8Y2aPKCGtY
        GwIDAQAB
        -----END PUBLIC KEY-----

        """
    static let opensslToken =
        "eyJhbGciOiJSUzI1NiIsImtpZCI6Im9wZW5zc2wtY2xpLWtleSIsInR5cCI6IkpXVCJ9."
        + "eyJpc3MiOiJodHRwczovL3NlY3VyZXRva2VuLmdvb2dsZS5jb2"
        + "0vc2VzYW1lLXRlc3QiLCJhdWQiOiJzZXNhbWUtdGVzdCIsInN1"
        + "YiI6InVzZXItNDIiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6M"
        + "Tc2NzIyOTIwMCwiZW1haWwiOiJhZGFAZXhhbXBsZS5jb20ifQ."
        + "OP8MAPxYH_DQ1zX23Ww1WE2HGi9KMc4JO-cL-hSr4Jpp8D19bL"
        + "V2ejMyQyHdkU-aqKNOSJV_PUsI7_hOMVYZVMqjj-xBXRzQilrn"
        + "RD6uUajOcUFejaHonrPZhbaV7v_6p-kM0X_urpb5wzL2na5Egh"
        + "x3kXRKG6ZaUgaVLTAD7FUhcxUwXolVz2fU3f1RFUpDXr6kv0iD"
        + "nWrirOYzYEC0bz6nSqC884LvUjWY1xsRvKVoHQDGpsYH-OIxtC"
        + "GUOOF6eM5F9l9lWFM-3Sjgj_mO2bN90DqwvA0SpK6RaPjUnDdG"
        + "psnFxaAZnH3M4Phv51OMNRB5wrwnd7aJxrbVq03gjQ"

    @Test func verifiesRS256TokenSignedByOpenSSLCommandLine() throws {
        let key = try RSAPublicKey(pemRepresentation: Self.opensslPublicKeyPEM)
        let keySet = JWKSet(keys: [try key.jwk(keyID: "openssl-cli-key")])
        let configuration = JWTVerifier.Configuration(
            allowedIssuers: ["https://securetoken.google.com/sesame-test"], allowedAudiences: ["sesame-test"])
        let verifier = JWTVerifier(keySet: keySet, configuration: configuration) {
            Date(timeIntervalSince1970: 1_767_225_600 + 30)
        }
        let jwt = try verifier.verify(Self.opensslToken)
        #expect(jwt.payload["sub"] == "user-42" && jwt.payload["email"] == "ada@example.com")
        let tampered = String(Self.opensslToken.dropLast()) + (Self.opensslToken.hasSuffix("Q") ? "g" : "Q")
        #expect(throws: JWTError.badSignature) { try verifier.verify(tampered) }
    }

    // Signed by pyca/cryptography (ECDSA P-256, DER converted to r‖s in Python); public JWK coordinates.
    @Test func verifiesES256TokenSignedByPythonCryptography() throws {
        let jwk = JWK(
            keyType: "EC", keyID: "python-ec-key", curve: "P-256",
            x: "Z2L8yimCyqw00YB9Mm7hwhuHfvKYPMBx07EUMtxyEXw",
            y: "ax6jdyZOV5vAydeIR5iNYFLMvsOpgb4gzSjZzqJts94")
        let token =
            "eyJhbGciOiJFUzI1NiIsImtpZCI6InB5dGhvbi1lYy1rZXkiLCJ0eXAiOiJKV1QifQ."
            + "eyJpc3MiOiJodHRwczovL2FjY291bnRzLmV4YW1wbGUudGVzdC"
            + "IsImF1ZCI6InNlc2FtZS1jbGllbnQiLCJzdWIiOiJleHQtNyIs"
            + "ImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoxNzY3MjI5MjAwfQ."
            + "C11S7tnlYuBxfxcVh-eMnL_iY_j7TvUcCWcqb7buj5r4PIyXUgshlGlfb8eh4Mv0mWQ-9yxZ2Roqj4xz4XSoPw"
        let configuration = JWTVerifier.Configuration(
            allowedAlgorithms: [.es256], allowedIssuers: ["https://accounts.example.test"],
            allowedAudiences: ["sesame-client"])
        let verifier = JWTVerifier(keySet: JWKSet(keys: [jwk]), configuration: configuration) {
            Date(timeIntervalSince1970: 1_767_226_000)
        }
        #expect(try verifier.verify(token).payload["sub"] == "ext-7")
    }
}

extension JWTSignerTests {
    @Test func parsedTokenDescriptionHidesClaimsAndSignature() throws {
        let signer = JWTSigner.rs256(try RSAKeyPair.generate(), keyID: "rsa-1")
        let jwt = try signer.verifySignature(of: try signer.sign(claims: ["email": "ada@example.com"]))
        #expect("\(jwt)" == "JWT(alg: RS256, kid: rsa-1)")
        #expect(!String(reflecting: jwt).contains("ada@example.com"))
    }
}
