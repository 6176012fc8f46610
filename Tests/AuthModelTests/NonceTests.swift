import Testing

@testable import AuthModel

struct NonceTests {
    @Test func defaultLengthIsThirtyTwoFromTheCharacterSet() {
        let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-._")
        #expect(Nonce.characterSet.count == 65)
        #expect(Set(Nonce.characterSet) == allowed)
        for _ in 0..<100 {
            let nonce = Nonce.random()
            #expect(nonce.count == 32)
            #expect(nonce.allSatisfy(allowed.contains))
        }
        #expect(Nonce.random(length: 0) == "")
        #expect(Nonce.random(length: 100).count == 100)
    }

    @Test func noncesAreUnique() {
        let nonces = Set((0..<1000).map { _ in Nonce.random() })
        #expect(nonces.count == 1000)
    }

    @Test func rejectsBytesThatWouldBiasTheResult() {
        // Every 64-bit value yields bytes 0xC3 (195, rejected), 0x00, 0x40 (64), 0x41 (65 → index 0)…
        var generator = FixedGenerator(values: [0x0000_0000_4140_00C3])
        let nonce = Nonce.random(length: 3, using: &generator)
        // Bytes little-end first: 0xC3 rejected, 0x00 → "0", 0x40 → "_", 0x41 → 65 % 65 = "0".
        #expect(nonce == "0_0")
    }

    @Test func everyCharacterCanAppear() {
        var seen = Set<Character>()
        for _ in 0..<200 { seen.formUnion(Nonce.random(length: 64)) }
        #expect(seen == Set(Nonce.characterSet))
    }

    @Test func appleNonceHashIsHexSHA256() {
        let raw = "abc"
        #expect(
            SHA256.hash(raw).hexString == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}

/// Returns the given values in turn, repeating the last.
struct FixedGenerator: RandomNumberGenerator {
    var values: [UInt64]
    mutating func next() -> UInt64 {
        values.count > 1 ? values.removeFirst() : values[0]
    }
}
