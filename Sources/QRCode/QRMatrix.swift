/// The module grid while a symbol is built: function patterns (finders, separators, timing, alignment,
/// format and version areas) marked so that data and masks leave them alone (ISO/IEC 18004 §6.3, §7.7).
struct QRMatrix: Sendable, Hashable {
    let version: Int
    let size: Int
    var modules: [[Bool]]
    var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
    }

    mutating func set(_ row: Int, _ column: Int, _ dark: Bool) {
        modules[row][column] = dark
        isFunction[row][column] = true
    }

    mutating func drawFunctionPatterns() {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (row, column) in [(3, 3), (3, size - 4), (size - 4, 3)] { drawFinder(row, column) }
        let centres = QRVersionTable.alignmentCentres(version: version)
        for row in centres {
            for column in centres {
                let nearFinder =
                    (row == 6 && column == 6) || (row == 6 && column == centres.last)
                    || (row == centres.last && column == 6)
                if !nearFinder { drawAlignment(row, column) }
            }
        }
        // Reserve the format areas (drawn per mask) and draw the version blocks.
        drawFormatBits(level: .low, mask: 0)
        drawVersionBits()
    }

    /// A finder pattern with its separator, centred at `row`, `column`.
    private mutating func drawFinder(_ row: Int, _ column: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (y, x) = (row + dy, column + dx)
                guard (0..<size).contains(y), (0..<size).contains(x) else { continue }
                let distance = max(abs(dx), abs(dy))
                set(y, x, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(_ row: Int, _ column: Int) {
        for dy in -2...2 {
            for dx in -2...2 { set(row + dy, column + dx, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level, mask, BCH(15,5), XOR 0x5412) in both copies, and the dark module.
    mutating func drawFormatBits(level: QRErrorCorrection, mask: Int) {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(index, 8, bit(index)) }
        set(7, 8, bit(6))
        set(8, 8, bit(7))
        set(8, 7, bit(8))
        for index in 9..<15 { set(8, 14 - index, bit(index)) }
        for index in 0..<8 { set(8, size - 1 - index, bit(index)) }
        for index in 8..<15 { set(size - 15 + index, 8, bit(index)) }
        set(size - 8, 8, true)
    }

    /// From version 7: 6 version bits and BCH(18,6) in the two 6×3 blocks.
    private mutating func drawVersionBits() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(b, a, dark)
            set(a, b, dark)
        }
    }

    /// Codewords in two-column zigzags from the bottom right, skipping function modules and the
    /// vertical timing column; remainder modules stay light.
    mutating func place(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                for offset in 0..<2 {
                    let column = right - offset
                    let upward = (right + 1) & 2 == 0
                    let row = upward ? size - 1 - step : step
                    guard !isFunction[row][column], index < codewords.count * 8 else { continue }
                    modules[row][column] = (codewords[index >> 3] >> (7 - UInt8(index & 7))) & 1 == 1
                    index += 1
                }
            }
            right -= 2
        }
    }

    /// Flips the data modules where mask pattern `mask` (§7.8.2) holds.
    mutating func applyMask(_ mask: Int) {
        for row in 0..<size {
            for column in 0..<size where !isFunction[row][column] {
                let (i, j) = (row, column)
                let flip =
                    switch mask {
                    case 0: (i + j) % 2 == 0
                    case 1: i % 2 == 0
                    case 2: j % 3 == 0
                    case 3: (i + j) % 3 == 0
                    case 4: (i / 2 + j / 3) % 2 == 0
                    case 5: (i * j) % 2 + (i * j) % 3 == 0
                    case 6: ((i * j) % 2 + (i * j) % 3) % 2 == 0
                    default: ((i + j) % 2 + (i * j) % 3) % 2 == 0
                    }
                if flip { modules[row][column].toggle() }
            }
        }
    }
}
