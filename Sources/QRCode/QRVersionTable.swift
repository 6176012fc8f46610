/// ISO/IEC 18004 table 9 for versions 1 to 10: error-correction codewords per block and the data
/// codewords of each block, per level; and table E.1's alignment-pattern centres.
enum QRVersionTable {
    static let versions = 1...10

    /// Error-correction codewords per block and each block's data codewords.
    static func blocks(version: Int, level: QRErrorCorrection) -> (ecPerBlock: Int, data: [Int]) {
        switch level {
        case .low: low[version - 1]
        case .medium: medium[version - 1]
        }
    }

    private static let low: [(Int, [Int])] = [
        (7, [19]), (10, [34]), (15, [55]), (20, [80]), (26, [108]), (18, [68, 68]), (20, [78, 78]),
        (24, [97, 97]), (30, [116, 116]), (18, [68, 68, 69, 69]),
    ]

    private static let medium: [(Int, [Int])] = [
        (10, [16]), (16, [28]), (26, [44]), (18, [32, 32]), (24, [43, 43]), (16, [27, 27, 27, 27]),
        (18, [31, 31, 31, 31]), (22, [38, 38, 39, 39]), (22, [36, 36, 36, 37, 37]),
        (26, [43, 43, 43, 43, 44]),
    ]

    /// The row and column coordinates of alignment-pattern centres.
    static func alignmentCentres(version: Int) -> [Int] {
        [
            [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46],
            [6, 28, 50],
        ][
            version - 1]
    }

    /// Data bits a symbol holds.
    static func dataCapacityBits(version: Int, level: QRErrorCorrection) -> Int {
        blocks(version: version, level: level).data.reduce(0, +) * 8
    }

    /// Bits of the byte-mode character count: 8 up to version 9, 16 from 10.
    static func countBits(version: Int) -> Int { version < 10 ? 8 : 16 }
}
