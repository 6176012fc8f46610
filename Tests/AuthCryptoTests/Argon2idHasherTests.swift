import Testing

@testable import AuthCrypto

struct Argon2idHasherTests {
    private let cheap = Argon2idHasher(
        parameters: Argon2Parameters(memoryKiB: 1024, iterations: 1, parallelism: 1))

    @Test func hashRoundTripsAndRejectsWrongPassword() throws {
        let encoded = try cheap.hash(password: "correct horse")
        #expect(encoded.hasPrefix("$argon2id$v=19$m=1024,t=1,p=1$"))
        #expect(try cheap.verify(password: "correct horse", against: encoded))
        #expect(try !cheap.verify(password: "correct horsf", against: encoded))
        #expect(try !cheap.verify(password: "", against: encoded))
    }

    @Test func hashesUseFreshSixteenByteSaltsAndThirtyTwoByteHashes() throws {
        let first = try #require(Argon2EncodedHash(parsing: try cheap.hash(password: "same")))
        let second = try #require(Argon2EncodedHash(parsing: try cheap.hash(password: "same")))
        #expect(first.salt.count == 16 && first.hash.count == 32)
        #expect(first.salt != second.salt)
        #expect(first.hash != second.hash)
    }

    // Computed independently with argon2-cffi 25.1 (low_level.hash_secret, Type.ID) and cross-checked
    // with pyca/cryptography's OpenSSL-backed Argon2id; see scripts/crypto-test-vectors.py.
    @Test func verifiesIndependentlyComputedReferenceHash() throws {
        let reference =
            "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A"
        let parsed = try #require(Argon2EncodedHash(parsing: reference))
        #expect(parsed.version == 19)
        #expect(parsed.parameters == Argon2Parameters(memoryKiB: 1024, iterations: 1, parallelism: 1))
        #expect(parsed.salt == Array("saltsaltsaltsalt".utf8))
        #expect(parsed.hash.count == 32)
        #expect(parsed.encoded == reference)
        #expect(try cheap.verify(password: "password123", against: reference))
        #expect(try !cheap.verify(password: "password124", against: reference))
    }

    @Test func defaultParametersAreOWASPMinimumAndVerifyReference() throws {
        let hasher = Argon2idHasher()
        #expect(hasher.parameters == Argon2Parameters(memoryKiB: 19_456, iterations: 2, parallelism: 1))
        // argon2-cffi, password "pässwörd" (UTF-8), salt "0123456789abcdef", default OWASP parameters.
        let reference =
            "$argon2id$v=19$m=19456,t=2,p=1$MDEyMzQ1Njc4OWFiY"
            + "2RlZg$yxo0u725ht/u+ArqyyL37VGxPOyFMvsz2eBUq2J6aH8"
        #expect(try hasher.verify(password: "pässwörd", against: reference))
        #expect(!hasher.needsRehash(reference))
        let fresh = try hasher.hash(password: "pässwörd")
        #expect(try hasher.verify(password: "pässwörd", against: fresh))
    }

    @Test func needsRehashWhenParametersOrSchemeDiffer() throws {
        let encoded = try cheap.hash(password: "pw")
        #expect(!cheap.needsRehash(encoded))
        #expect(Argon2idHasher().needsRehash(encoded))
        let moreIterations = Argon2idHasher(parameters: Argon2Parameters(memoryKiB: 1024, iterations: 2))
        #expect(moreIterations.needsRehash(encoded))
        #expect(cheap.needsRehash("$2b$04$abcdefghijklmnopqrstuu7EJV7kdjBBQxyb0HjTh9KS7.Lah/6CG"))
        #expect(cheap.needsRehash("not a hash"))
    }

    @Test(arguments: [
        "$argon2i$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A",
        "$argon2id$v=19$m=1024,t=1$c2FsdHNhbHRzYWx0c2FsdA$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A",
        "$argon2id$v=19$m=1024,t=1,p=1,m=2$c2FsdHNhbHRzYWx0"
            + "c2FsdA$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A",
        "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA==$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A",
        "$argon2id$v=19$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA",
        "$argon2id$v=x$m=1024,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$shwhnu/LKQNv8FpmqE7zs29XmW/XYcF72eJoYpdNT8A",
    ])
    func malformedPHCStringsAreRejected(encoded: String) {
        #expect(Argon2EncodedHash(parsing: encoded) == nil)
        #expect(throws: PasswordHashError.self) {
            try cheap.verify(password: "password123", against: encoded)
        }
    }

    @Test func libargon2RejectsImpossibleParameters() {
        let broken = Argon2idHasher(parameters: Argon2Parameters(memoryKiB: 1, iterations: 1, parallelism: 1))
        #expect(throws: Argon2Error.self) { try broken.hash(password: "pw") }
    }
}
