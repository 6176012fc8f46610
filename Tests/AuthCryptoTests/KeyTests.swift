import Testing

@testable import AuthCrypto

struct KeyTests {
    @Test func rsaKeyPairExportsPKCS8AndSPKIAndReimports() throws {
        let pair = try RSAKeyPair.generate(bits: 2048)
        #expect(pair.publicKey.bitCount == 2048)
        let privatePEM = try pair.privateKeyPEM
        let publicPEM = try pair.publicKeyPEM
        #expect(privatePEM.hasPrefix("-----BEGIN PRIVATE KEY-----"))
        #expect(publicPEM.hasPrefix("-----BEGIN PUBLIC KEY-----"))

        let reimported = try RSAKeyPair(privateKeyPEM: privatePEM)
        #expect(reimported.publicKey == pair.publicKey)
        #expect(try RSAPublicKey(pemRepresentation: publicPEM) == pair.publicKey)
        #expect(try RSAKeyPair.generate().publicKey != pair.publicKey)
        #expect(!"\(pair)".contains("PRIVATE"))

        let message = Array("signed by the reimported key".utf8)
        let signature = try reimported.signature(for: message)
        #expect(try pair.publicKey.isValidSignature(signature, for: message))
        #expect(try !pair.publicKey.isValidSignature(signature, for: message + [0]))
    }

    @Test func rsaJWKHasRS256MembersAndRoundTrips() throws {
        let pair = try RSAKeyPair.generate()
        let jwk = try pair.jwk(keyID: "key-1")
        #expect(jwk.keyType == "RSA" && jwk.algorithm == "RS256" && jwk.use == "sig" && jwk.keyID == "key-1")
        #expect(jwk.exponent == "AQAB")
        #expect(Base64URL.decode(jwk.modulus ?? "")?.count == 256)
        #expect(try jwk.makePublicKey() == .rsa(pair.publicKey))
        #expect(try RSAPublicKey(jwk: jwk) == pair.publicKey)
        #expect(throws: KeyError.wrongKeyType(expected: "EC P-256")) { try ECPublicKey(jwk: jwk) }
    }

    @Test func rsaRejectsSmallKeysAndOtherKeyTypes() throws {
        #expect(throws: KeyError.keyTooSmall(bits: 1024)) { try RSAKeyPair.generate(bits: 1024) }
        let ecPEM = try ECKeyPair.generate().privateKeyPEM
        #expect(throws: KeyError.wrongKeyType(expected: "RSA")) { try RSAKeyPair(privateKeyPEM: ecPEM) }
        #expect(throws: OpenSSLError.self) {
            try RSAPublicKey(pemRepresentation: "-----BEGIN PUBLIC KEY-----\nAAAA\n")
        }
        #expect(throws: KeyError.invalidKeyMaterial) {
            try JWK(keyType: "RSA", modulus: "AQAB").makePublicKey()
        }
        #expect(throws: KeyError.invalidKeyMaterial) { try JWK(keyType: "oct").makePublicKey() }
    }

    @Test func ecKeyPairRoundTripsThroughPEMAndJWK() throws {
        let pair = try ECKeyPair.generate()
        let jwk = try pair.jwk(keyID: "ec-1")
        #expect(jwk.keyType == "EC" && jwk.curve == "P-256" && jwk.algorithm == "ES256")
        #expect(Base64URL.decode(jwk.x ?? "")?.count == 32 && Base64URL.decode(jwk.y ?? "")?.count == 32)
        #expect(try jwk.makePublicKey() == .ec(pair.publicKey))
        #expect(try ECPublicKey(jwk: jwk) == pair.publicKey)
        #expect(throws: KeyError.wrongKeyType(expected: "RSA")) { try RSAPublicKey(jwk: jwk) }
        let fromCoordinates = try ECPublicKey(x: try pair.publicKey.x, y: try pair.publicKey.y)
        #expect(fromCoordinates == pair.publicKey)
        #expect(try ECKeyPair(privateKeyPEM: try pair.privateKeyPEM).publicKey == pair.publicKey)
        #expect(try ECPublicKey(pemRepresentation: try pair.publicKey.pemRepresentation) == pair.publicKey)
    }

    @Test func ecRejectsPointsOffTheCurveAndWrongLengths() throws {
        var y = try ECKeyPair.generate().publicKey.y
        let x = try ECKeyPair.generate().publicKey.x
        y[31] ^= 1
        #expect(throws: OpenSSLError.self) { try ECPublicKey(x: x, y: y) }
        #expect(throws: KeyError.invalidKeyMaterial) { try ECPublicKey(x: Array(x.prefix(31)), y: y) }
        let rsaPEM = try RSAKeyPair.generate().publicKeyPEM
        #expect(throws: KeyError.wrongKeyType(expected: "EC P-256")) {
            try ECPublicKey(pemRepresentation: rsaPEM)
        }
    }

    @Test func es256SignaturesAreRawSixtyFourBytesAndConvertToDER() throws {
        let pair = try ECKeyPair.generate()
        let message = Array("payload".utf8)
        let raw = try pair.signature(for: message)
        #expect(raw.count == 64)
        #expect(try pair.publicKey.isValidSignature(raw, for: message))
        #expect(try !pair.publicKey.isValidSignature(raw, for: Array("payloae".utf8)))
        #expect(try !pair.publicKey.isValidSignature(Array(raw.prefix(63)), for: message))
        let der = try #require(try ECDSASignature.der(fromRaw: raw))
        #expect(der.first == 0x30)
        #expect(try ECDSASignature.raw(fromDER: der) == raw)
    }

    @Test func openSSLErrorsCarryTheQueueWithoutInput() throws {
        let garbage =
            "-----BEGIN PRIVATE KEY-----\nc2VjcmV0LXBhc3N3b3JkLX"
            + "Nob3VsZC1uZXZlci1sZWFr\n-----END PRIVATE KEY-----\n"
        do {
            _ = try RSAKeyPair(privateKeyPEM: garbage)
            Issue.record("garbage PEM was accepted")
        } catch let error as OpenSSLError {
            #expect(error.operation == "PEM_read_bio_PrivateKey")
            #expect(!error.entries.isEmpty)
            #expect(!error.description.contains("c2VjcmV0"))
        }
    }
}
