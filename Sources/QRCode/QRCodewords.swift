/// The codeword sequence of a symbol (ISO/IEC 18004 §7.4–7.6): byte-mode segment, terminator and pad
/// codewords, split into blocks, each block's Reed–Solomon codewords, interleaved.
enum QRCodewords {
    /// Mode indicator 0100, the count, the bytes, up to four 0 bits, 0 bits to a byte boundary, then
    /// 0xEC 0x11 … to the capacity.
    static func dataCodewords(_ bytes: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: QRVersionTable.countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = QRVersionTable.dataCapacityBits(version: version, level: level)
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count * 8 < capacity {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }

    /// Data codewords of every block column by column, then their error-correction codewords likewise.
    static func interleaved(_ data: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
        let (ecCount, lengths) = QRVersionTable.blocks(version: version, level: level)
        var blocks: [[UInt8]] = []
        var offset = 0
        for length in lengths {
            blocks.append(Array(data[offset..<offset + length]))
            offset += length
        }
        let corrections = blocks.map { ReedSolomon.remainder($0, count: ecCount) }
        var result: [UInt8] = []
        for index in 0..<(lengths.max() ?? 0) {
            for block in blocks where index < block.count { result.append(block[index]) }
        }
        for index in 0..<ecCount {
            for correction in corrections { result.append(correction[index]) }
        }
        return result
    }
}
