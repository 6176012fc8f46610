import Testing

@testable import AuthCrypto

struct ImportedHashTests {
    // Computed with pyca/bcrypt 5.0 (Rust implementation) and cross-checked with Python's crypt module.
    @Test(arguments: [
        ("correct horse battery staple", "$2b$04$abcdefghijklmnopqrstuu7EJV7kdjBBQxyb0HjTh9KS7.Lah/6CG"),
        ("hunter2", "$2a$05$ZyxwvutsrqponmlkjihgfOGaL9yJ0EOvqtIqAmPqeZKV3dM1rK/6a"),
    ])
    func bcryptVerifiesIndependentVectors(password: String, encoded: String) throws {
        #expect(try BcryptVerifier.verify(password: password, against: encoded))
        #expect(try !BcryptVerifier.verify(password: password + "!", against: encoded))
        let hash = try PasswordHash(encoded: encoded)
        #expect(hash.scheme == .bcrypt)
        #expect(try hash.verify(password: password))
        #expect(hash.needsRehash(for: Argon2idHasher()))
    }

    @Test func bcryptRejectsMalformedAndExcessiveCost() {
        #expect(throws: PasswordHashError.malformedHash(scheme: .bcrypt)) {
            try PasswordHash(encoded: "$2b$04$tooshort")
        }
        let tooCostly = "$2b$31$abcdefghijklmnopqrstuu7EJV7kdjBBQxyb0HjTh9KS7.Lah/6CG"
        #expect(throws: PasswordHashError.parametersOutOfRange(scheme: .bcrypt)) {
            try BcryptVerifier.verify(password: "x", against: tooCostly)
        }
        #expect(throws: PasswordHashError.unrecognizedFormat) { try PasswordHash(encoded: "$1$md5crypt") }
    }

    @Test func bcryptNeverMatchesPasswordWithNULByte() throws {
        let encoded = "$2a$05$ZyxwvutsrqponmlkjihgfOGaL9yJ0EOvqtIqAmPqeZKV3dM1rK/6a"
        #expect(try !BcryptVerifier.verify(password: "hunter2\u{0}", against: encoded))
    }

    // The sample configuration and user from Firebase's scrypt README; the expected hash was recomputed
    // independently with Python's hashlib.scrypt + pyca/cryptography AES-CTR and agreed.
    @Test func firebaseScryptVerifiesPublishedSample() throws {
        let parameters = try FirebaseScryptParameters(
            signerKeyBase64:
                "jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==",
            saltSeparatorBase64: "Bw==", rounds: 8, memoryCost: 14)
        let stored = try FirebaseScryptHash(
            hashBase64:
                "lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==",
            saltBase64: "42xEC+ixf3L2lw==", parameters: parameters)
        let hash = PasswordHash.firebaseScrypt(stored)
        #expect(try hash.verify(password: "user1password"))
        #expect(try !hash.verify(password: "user2password"))
        #expect(hash.needsRehash(for: Argon2idHasher()))
        #expect(!"\(parameters)".contains("jxspr8"))
    }

    // Own cheaper vector (N = 2^10), computed with the same independent Python code.
    @Test func firebaseScryptComputesIndependentVector() throws {
        let parameters = FirebaseScryptParameters(
            signerKey: Array("signer-key-for-sesame-tests-0001".utf8), saltSeparator: [0x07], rounds: 8,
            memoryCost: 10)
        let computed = try FirebaseScryptHash.compute(
            password: "s3cret!", salt: Array("usersalt0123".utf8), parameters: parameters)
        #expect(computed == FirebaseScryptHash.decodeBase64("Ze2GLEskwmQAPa2T6gxtXQhhTJ8w1V3HbWNaqjLj+zs="))
    }

    @Test func firebaseScryptRefusesOutOfRangeParameters() throws {
        let parameters = FirebaseScryptParameters(
            signerKey: [1, 2, 3], saltSeparator: [], rounds: 8, memoryCost: 30)
        let stored = FirebaseScryptHash(hash: [1], salt: [2], parameters: parameters)
        #expect(throws: PasswordHashError.parametersOutOfRange(scheme: .firebaseScrypt)) {
            try stored.verify(password: "x")
        }
        #expect(throws: PasswordHashError.malformedHash(scheme: .firebaseScrypt)) {
            try FirebaseScryptParameters(
                signerKeyBase64: "%%%", saltSeparatorBase64: "Bw==", rounds: 8, memoryCost: 14)
        }
    }
}
