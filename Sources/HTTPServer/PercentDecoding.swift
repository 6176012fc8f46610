/// Percent-decoding for URL paths, query strings and form bodies.
enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`). Malformed escapes are kept as
    /// written; bytes that are not UTF-8 become U+FFFD.
    static func decode<Bytes: Collection<UInt8>>(_ input: Bytes, plusIsSpace: Bool) -> String {
        guard hasEscapes(input, plusIsSpace: plusIsSpace) else {
            return String(decoding: input, as: UTF8.self)
        }
        return decodingEscapes(input, plusIsSpace: plusIsSpace)
    }

    /// `decode` for a whole string: the string itself (its storage shared, not copied) when it has
    /// nothing to decode, as a request's path mostly has not.
    static func decode(_ text: String, plusIsSpace: Bool) -> String {
        hasEscapes(text.utf8, plusIsSpace: plusIsSpace)
            ? decodingEscapes(text.utf8, plusIsSpace: plusIsSpace) : text
    }

    private static func hasEscapes<Bytes: Collection<UInt8>>(_ input: Bytes, plusIsSpace: Bool) -> Bool {
        input.contains { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }
    }

    private static func decodingEscapes<Bytes: Collection<UInt8>>(_ input: Bytes, plusIsSpace: Bool) -> String
    {
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = input.startIndex
        while index != input.endIndex {
            let byte = input[index]
            if byte == UInt8(ascii: "%") {
                let first = input.index(after: index)
                if first != input.endIndex {
                    let second = input.index(after: first)
                    if second != input.endIndex, let high = hexValue(input[first]),
                        let low = hexValue(input[second])
                    {
                        output.append(high << 4 | low)
                        index = input.index(after: second)
                        continue
                    }
                }
                output.append(byte)
            } else if plusIsSpace && byte == UInt8(ascii: "+") {
                output.append(UInt8(ascii: " "))
            } else {
                output.append(byte)
            }
            index = input.index(after: index)
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
