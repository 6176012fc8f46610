import Testing

@testable import AuthModel

/// FIPS 180-4 / NIST CSRC example vectors for SHA-256.
struct SHA256Tests {
    @Test func emptyMessage() {
        #expect(
            SHA256.hash("").hexString == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func abc() {
        #expect(
            SHA256.hash("abc").hexString == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        )
    }

    @Test func fourHundredFortyEightBitTwoBlockMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(message.utf8.count == 56)
        #expect(
            SHA256.hash(message).hexString
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func oneMillionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(
            hasher.finalize().hexString == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func streamingInOddPiecesMatchesOneShot() {
        let message = Array(
            "The quick brown fox jumps over the lazy dog, then again and again and again.".utf8)
        let oneShot = SHA256.hash(message)
        for split in [1, 7, 55, 56, 63, 64, 65] where split <= message.count {
            var hasher = SHA256()
            var rest = message[...]
            while !rest.isEmpty {
                hasher.update(rest.prefix(split))
                rest = rest.dropFirst(split)
            }
            #expect(hasher.finalize() == oneShot, "split \(split)")
        }
        #expect(
            SHA256.hash("The quick brown fox jumps over the lazy dog").hexString
                == "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
    }

    @Test func digestIsThirtyTwoBytes() {
        let digest = SHA256.hash("x")
        #expect(digest.bytes.count == 32)
        #expect(digest.hexString.count == 64)
    }
}
