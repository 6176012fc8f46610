import Testing

@testable import AuthCrypto

struct DigestTests {
    // FIPS 180-2 appendix B examples.
    @Test func sha256MatchesFIPSVectors() throws {
        #expect(
            hexString(try SHA256.hash("abc"))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hexString(try SHA256.hash(""))
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(
            hexString(try SHA256.hash(twoBlocks))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func sha1MatchesFIPSVector() throws {
        #expect(hexString(try SHA1.hash(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    // RFC 4231 test cases 1, 2 and 6.
    @Test(arguments: [
        (
            [UInt8](repeating: 0x0b, count: 20), "Hi There",
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            Array("Jefe".utf8), "what do ya want for nothing?",
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            [UInt8](repeating: 0xaa, count: 131), "Test Using Larger Than Block-Size Key - Hash Key First",
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
    ])
    func hmacSHA256MatchesRFC4231(key: [UInt8], message: String, expected: String) throws {
        let code = try HMAC.authenticationCode(for: Array(message.utf8), key: key)
        #expect(hexString(code) == expected)
        #expect(try HMAC.isValidAuthenticationCode(code, for: Array(message.utf8), key: key))
        #expect(try !HMAC.isValidAuthenticationCode(code, for: Array((message + ".").utf8), key: key))
    }

    @Test func hmacAcceptsEmptyKeyAndMessage() throws {
        // Python: hmac.new(b"", b"", "sha256").hexdigest()
        let code = try HMAC.authenticationCode(for: [], key: [])
        #expect(hexString(code) == "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad")
    }
}
