/// Table-driven, unpadded base64 over bytes in either alphabet. Tokens are decoded on every request, so
/// this avoids Foundation's string searching and the detour through padded `Data(base64Encoded:)`.
struct Base64Codec: Sendable {
    /// The 64 symbols, in value order.
    let symbols: [UInt8]
    /// Symbol byte to value; 0xFF for bytes outside the alphabet (padding included).
    let values: [UInt8]

    /// `+` and `/`, as PHC strings use.
    static let standard = Base64Codec(last: "+/")
    /// `-` and `_` (RFC 4648 §5), as JOSE uses.
    static let url = Base64Codec(last: "-_")

    private init(last: String) {
        symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789\(last)".utf8)
        var values = [UInt8](repeating: 0xFF, count: 256)
        for (value, symbol) in symbols.enumerated() { values[Int(symbol)] = UInt8(value) }
        self.values = values
    }

    /// The unpadded text for `bytes`.
    func encode(_ bytes: some Sequence<UInt8>) -> String {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity((input.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= input.count {
            let group = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output.append(symbols[Int(group >> 18)])
            output.append(symbols[Int(group >> 12 & 0x3F)])
            output.append(symbols[Int(group >> 6 & 0x3F)])
            output.append(symbols[Int(group & 0x3F)])
            index += 3
        }
        let remaining = input.count - index
        if remaining > 0 {
            let group = UInt32(input[index]) << 16 | (remaining == 2 ? UInt32(input[index + 1]) << 8 : 0)
            output.append(symbols[Int(group >> 18)])
            output.append(symbols[Int(group >> 12 & 0x3F)])
            if remaining == 2 { output.append(symbols[Int(group >> 6 & 0x3F)]) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of unpadded `text`, or nil for a byte outside the alphabet (padding included) or a
    /// length no encoding produces.
    func decode(_ text: some StringProtocol) -> [UInt8]? {
        decode(utf8: text.utf8)
    }

    func decode<Bytes: Collection<UInt8>>(utf8 input: Bytes) -> [UInt8]? {
        if let decoded = input.withContiguousStorageIfAvailable({ decode(bytes: $0) }) { return decoded }
        return Array(input).withUnsafeBufferPointer { decode(bytes: $0) }
    }

    /// The bytes of unpadded text given as contiguous UTF-8: four symbols at a time straight into the
    /// result's storage, so a token's parts are decoded without per-byte appends or index checks.
    func decode(bytes input: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let count = input.count
        guard count % 4 != 1 else { return nil }
        let outputCount = count / 4 * 3 + (count % 4 == 0 ? 0 : count % 4 - 1)
        var valid = true
        let output = values.withUnsafeBufferPointer { values in
            [UInt8](unsafeUninitializedCapacity: outputCount) { out, initialized in
                var read = 0
                var written = 0
                while read + 4 <= count {
                    let a = values[Int(input[read])]
                    let b = values[Int(input[read + 1])]
                    let c = values[Int(input[read + 2])]
                    let d = values[Int(input[read + 3])]
                    guard (a | b | c | d) & 0xC0 == 0 else {
                        valid = false
                        break
                    }
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    out[written] = UInt8(truncatingIfNeeded: group >> 16)
                    out[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                    out[written + 2] = UInt8(truncatingIfNeeded: group)
                    read += 4
                    written += 3
                }
                let remaining = count - read
                if valid && remaining >= 2 {
                    let a = values[Int(input[read])]
                    let b = values[Int(input[read + 1])]
                    let c = remaining == 3 ? values[Int(input[read + 2])] : 0
                    if (a | b | c) & 0xC0 != 0 {
                        valid = false
                    } else {
                        let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
                        out[written] = UInt8(truncatingIfNeeded: group >> 16)
                        written += 1
                        if remaining == 3 {
                            out[written] = UInt8(truncatingIfNeeded: group >> 8)
                            written += 1
                        }
                    }
                }
                initialized = valid ? written : 0
            }
        }
        return valid ? output : nil
    }
}
