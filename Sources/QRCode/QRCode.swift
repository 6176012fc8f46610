/// A QR code symbol (ISO/IEC 18004, model 2) holding bytes in byte mode, versions 1 to 10: the
/// smallest version that fits at the chosen error-correction level, and of the eight masks the one
/// with the lowest penalty score (§7.8.3). ``isDark(row:column:)`` reads the modules; the quiet zone
/// is not part of ``size``.
public struct QRCode: Sendable, Hashable {
    /// Modules per side (21 for version 1, 4 more per version).
    public let size: Int
    public let version: Int
    public let errorCorrection: QRErrorCorrection
    /// The mask pattern chosen (0–7).
    public let mask: Int
    var modules: [[Bool]]

    /// Why a text cannot be encoded.
    public enum EncodingError: Error, Sendable, Hashable {
        /// More bytes than version 10 holds at the level.
        case tooLong(bytes: Int)
    }

    /// The symbol for `text`'s UTF-8 bytes.
    public init(_ text: String, errorCorrection: QRErrorCorrection = .low) throws(EncodingError) {
        try self.init(bytes: Array(text.utf8), errorCorrection: errorCorrection)
    }

    /// The symbol for `bytes`.
    public init(bytes: [UInt8], errorCorrection: QRErrorCorrection = .low) throws(EncodingError) {
        guard
            let version = QRVersionTable.versions.first(where: {
                4 + QRVersionTable.countBits(version: $0) + bytes.count * 8
                    <= QRVersionTable.dataCapacityBits(version: $0, level: errorCorrection)
            })
        else { throw .tooLong(bytes: bytes.count) }
        let codewords = QRCodewords.interleaved(
            QRCodewords.dataCodewords(bytes, version: version, level: errorCorrection), version: version,
            level: errorCorrection)
        var matrix = QRMatrix(version: version)
        matrix.drawFunctionPatterns()
        matrix.place(codewords)
        var best: (mask: Int, matrix: QRMatrix, penalty: Int)?
        for mask in 0..<8 {
            var candidate = matrix
            candidate.applyMask(mask)
            candidate.drawFormatBits(level: errorCorrection, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best!.penalty { best = (mask, candidate, penalty) }
        }
        self.version = version
        size = matrix.size
        self.errorCorrection = errorCorrection
        mask = best!.mask
        modules = best!.matrix.modules
    }

    /// Whether the module at `row`, `column` (0-based from the top left) is dark.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row][column]
    }
}
