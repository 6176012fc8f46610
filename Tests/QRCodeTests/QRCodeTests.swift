import Testing

@testable import QRCode

/// The encoder's parts against ISO/IEC 18004's worked values and the symbol's fixed structure. A real
/// decoder (zbar) reads `sesame mfa enroll-totp`'s output in the external suite.
struct QRCodeTests {
    @Test func reedSolomonMatchesTheStandardsExample() {
        // "HELLO WORLD" at 1-M (alphanumeric): its 16 data codewords and their 10 EC codewords.
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
        #expect(ReedSolomon.remainder(data, count: 10) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
        #expect(ReedSolomon.multiply(0x80, 0x02) == 0x1D)
        #expect(ReedSolomon.multiply(0x53, 0xCA) == ReedSolomon.multiply(0xCA, 0x53))
    }

    @Test func byteModeDataCodewordsAreModeCountBytesTerminatorAndPads() {
        let codewords = QRCodewords.dataCodewords(Array("ab".utf8), version: 1, level: .low)
        #expect(codewords.count == 19)
        // 0100 | 00000010 | 01100001 | 01100010 | 0000 → 0x40 0x26 0x16 0x20, then pads.
        #expect(Array(codewords.prefix(4)) == [0x40, 0x26, 0x16, 0x20])
        #expect(Array(codewords[4...7]) == [0xEC, 0x11, 0xEC, 0x11])
    }

    @Test func theSmallestVersionThatFitsIsChosen() throws {
        #expect(try QRCode(String(repeating: "a", count: 17)).version == 1)
        #expect(try QRCode(String(repeating: "a", count: 18)).version == 2)
        #expect(try QRCode(String(repeating: "a", count: 14), errorCorrection: .medium).version == 1)
        #expect(try QRCode(String(repeating: "a", count: 134)).version == 6)
        #expect(try QRCode(String(repeating: "a", count: 135)).version == 7)
        #expect(try QRCode(String(repeating: "a", count: 271)).version == 10)
        #expect(throws: QRCode.EncodingError.tooLong(bytes: 272)) {
            try QRCode(String(repeating: "a", count: 272))
        }
    }

    @Test(arguments: [1, 6, 7, 10])
    func finderTimingAndFormatAreWhereTheStandardPutsThem(_ version: Int) throws {
        let capacity = [17, 32, 53, 78, 106, 134, 154, 192, 230, 271][version - 1]
        let code = try QRCode(String(repeating: "x", count: capacity))
        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
        let size = code.size
        for (top, left) in [(0, 0), (0, size - 7), (size - 7, 0)] {
            for dy in 0..<7 {
                for dx in 0..<7 {
                    let ring = max(abs(dx - 3), abs(dy - 3))
                    #expect(code.isDark(row: top + dy, column: left + dx) == (ring != 2))
                }
            }
        }
        for index in 8..<(size - 8) {
            #expect(code.isDark(row: 6, column: index) == (index % 2 == 0))
            #expect(code.isDark(row: index, column: 6) == (index % 2 == 0))
        }
        #expect(code.isDark(row: size - 8, column: 8))
        // Both copies of the format information decode to level L and the chosen mask.
        var first = 0
        var second = 0
        let firstCells =
            (0...5).map { ($0, 8) } + [(7, 8), (8, 8), (8, 7)] + (9..<15).map { (8, 14 - $0) }
        let secondCells = (0..<8).map { (8, size - 1 - $0) } + (8..<15).map { (size - 15 + $0, 8) }
        for (bit, cell) in firstCells.enumerated() where code.isDark(row: cell.0, column: cell.1) {
            first |= 1 << bit
        }
        for (bit, cell) in secondCells.enumerated() where code.isDark(row: cell.0, column: cell.1) {
            second |= 1 << bit
        }
        #expect(first == second)
        let unmasked = first ^ 0x5412
        #expect(unmasked >> 13 == 0b01)
        #expect((unmasked >> 10) & 7 == code.mask)
    }

    @Test func halfBlocksPairModuleRowsAndDrawLightModules() throws {
        let code = try QRCode("otpauth://totp/Sesame:ada@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Sesame")
        let lines = code.halfBlockLines(quietZone: 4)
        #expect(lines.count == (code.size + 8 + 1) / 2)
        #expect(lines.allSatisfy { $0.count == code.size + 8 })
        // The quiet zone is light, so drawn; a finder's dark corner is not.
        #expect(lines[0].allSatisfy { $0 == "█" })
        let row = Array(lines[2])  // module rows 0 and 1
        #expect(row[4] == " ")
        #expect(code.halfBlockLines(quietZone: 0, lightIsDrawn: false)[0].first == "█")
    }
}
