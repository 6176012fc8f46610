import Testing

@testable import AuthCrypto

struct EncodingAndRandomTests {
    @Test func base64URLRoundTripsEveryLengthWithoutPadding() {
        let bytes: [UInt8] = [0xfb, 0xff, 0xbf, 0x00, 0x3e, 0x3f, 0x7e]
        for length in 0...bytes.count {
            let text = Base64URL.encode(bytes.prefix(length))
            #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
            #expect(Base64URL.decode(text) == Array(bytes.prefix(length)))
        }
        #expect(Base64URL.encode([0xfb, 0xff]) == "-_8")
    }

    @Test func base64URLRejectsPaddingForeignCharactersAndImpossibleLengths() {
        #expect(Base64URL.decode("-_8=") == nil)
        #expect(Base64URL.decode("+/8") == nil)
        #expect(Base64URL.decode("abcde") == nil)
        #expect(Base64URL.decode("ab cd") == nil)
        #expect(Base64URL.decode("") == [])
    }

    @Test func secureRandomReturnsRequestedCountAndDiffers() throws {
        let first = try SecureRandom.bytes(count: 32)
        let second = try SecureRandom.bytes(count: 32)
        #expect(first.count == 32)
        #expect(first != second)
        #expect(try SecureRandom.bytes(count: 0).isEmpty)
    }

    @Test func tokensCarryTheRequestedEntropy() throws {
        let refresh = try SecureRandom.token(bits: 256)
        #expect(Base64URL.decode(refresh)?.count == 32)
        let code = try SecureRandom.token(bits: 128)
        #expect(Base64URL.decode(code)?.count == 16)
        #expect(try SecureRandom.token() != SecureRandom.token())
    }

    @Test func hexIdentifiersAreTwoLowerCaseDigitsPerByte() throws {
        let id = try SecureRandom.hex(bytes: 20)
        #expect(id.count == 40)
        #expect(id.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(try SecureRandom.hex(bytes: 20) != id)
        #expect(try SecureRandom.hex(bytes: 0).isEmpty)
    }

    @Test func constantTimeEqualsComparesContentAndLength() {
        #expect(ConstantTime.equals([1, 2, 3], [1, 2, 3]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2, 4]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2]))
        #expect(!ConstantTime.equals([], [0]))
        #expect(ConstantTime.equals([], []))
        #expect(ConstantTime.equals("sesame", "sesame"))
        #expect(!ConstantTime.equals("sesame", "Sesame"))
    }
}
