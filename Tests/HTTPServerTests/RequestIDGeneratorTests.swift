import Testing

@testable import HTTPServer

@Suite struct RequestIDGeneratorTests {
    /// Twelve hex digits of prefix, a dash, then the counter in lowercase hex without leading zeros.
    @Test func idsAreThePrefixAndTheCounterInHex() {
        let generator = RequestIDGenerator()
        let ids = (1...300).map { _ in generator.next() }
        let prefix = String(ids[0].prefix(13))
        #expect(prefix.utf8.count == 13 && prefix.hasSuffix("-"))
        let hexDigits = Set("0123456789abcdef".utf8)
        #expect(prefix.dropLast().utf8.allSatisfy(hexDigits.contains))
        #expect(ids.allSatisfy { $0.hasPrefix(prefix) })
        let counters = ids.map { String($0.dropFirst(13)) }
        #expect(counters[0] == "1")
        #expect(counters[15] == "10")
        #expect(counters[254] == "ff")
        #expect(counters[255] == "100")
        #expect(counters == (1...300).map { String($0, radix: 16) })
    }

    @Test func hexDigitsAreZeroPaddedToTheirCount() {
        #expect(RequestIDGenerator.hexDigits(0xABC, count: 5) == Array("00abc".utf8))
        #expect(RequestIDGenerator.hexDigits(0, count: 3) == Array("000".utf8))
        #expect(RequestIDGenerator.hexDigits(0x1_2345, count: 4) == Array("2345".utf8))
    }

    @Test func twoGeneratorsUseDifferentPrefixes() {
        // 48 random bits each: equal prefixes would be a one-in-2^48 accident, not a flaky test.
        #expect(RequestIDGenerator().next() != RequestIDGenerator().next())
    }
}
