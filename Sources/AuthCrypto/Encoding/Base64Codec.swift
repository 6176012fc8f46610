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
        guard input.count % 4 != 1 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 3 / 4)
        var group: UInt32 = 0
        var filled = 0
        for byte in input {
            let value = values[Int(byte)]
            guard value != 0xFF else { return nil }
            group = group << 6 | UInt32(value)
            filled += 1
            if filled == 4 {
                output.append(UInt8(group >> 16 & 0xFF))
                output.append(UInt8(group >> 8 & 0xFF))
                output.append(UInt8(group & 0xFF))
                group = 0
                filled = 0
            }
        }
        if filled == 2 {
            output.append(UInt8(group >> 4 & 0xFF))
        } else if filled == 3 {
            output.append(UInt8(group >> 10 & 0xFF))
            output.append(UInt8(group >> 2 & 0xFF))
        }
        return output
    }
}
