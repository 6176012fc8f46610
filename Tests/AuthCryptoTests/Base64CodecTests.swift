import Foundation
import Testing

@testable import AuthCrypto

/// The table-driven codec against Foundation's base64, for every length class and both alphabets.
struct Base64CodecTests {
    @Test func matchesFoundationForRandomBytesOfEveryLength() throws {
        for length in 0...67 {
            let bytes = try SecureRandom.bytes(count: length)
            let foundation = Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "")
            let standard = Base64URL.encodeStandardUnpadded(bytes)
            #expect(standard == foundation)
            #expect(Base64URL.decodeStandardUnpadded(standard) == bytes)
            let url = Base64URL.encode(bytes)
            let expected = foundation.replacingOccurrences(of: "+", with: "-")
                .replacingOccurrences(of: "/", with: "_")
            #expect(url == expected)
            #expect(Base64URL.decode(url) == bytes)
        }
    }

    @Test func eachAlphabetRejectsTheOthersSymbolsAndPadding() {
        #expect(Base64URL.decodeStandardUnpadded("+/8") == [0xfb, 0xff])
        #expect(Base64URL.decodeStandardUnpadded("-_8") == nil)
        #expect(Base64URL.decodeStandardUnpadded("+/8=") == nil)
        #expect(Base64URL.decode("-_8") == [0xfb, 0xff])
        #expect(Base64URL.decode("é") == nil)
    }

    @Test func aForeignByteAnywhereIsRefused() {
        for length in [2, 3, 4, 6, 7, 8, 11] {
            let text = Array(Base64URL.encode([UInt8](repeating: 0xA5, count: length)).utf8)
            for position in text.indices {
                var spoiled = text
                spoiled[position] = UInt8(ascii: "=")
                #expect(Base64URL.decode(utf8: spoiled) == nil, "length \(length), position \(position)")
            }
        }
    }
}
