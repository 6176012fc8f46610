/// A strict RFC 8259 JSON parser working on UTF-8 bytes, for request bodies and JWT segments.
///
/// It builds any `JSONParsable` value directly, without `Decodable`'s containers and coding paths
/// (which made `JSONDecoder` the largest cost of verifying an ID token). It accepts exactly what
/// RFC 8259 allows: no comments, trailing commas, leading zeros, `NaN`, unescaped control characters
/// in strings, lone surrogate escapes or invalid UTF-8; nesting deeper than `maximumDepth` fails.
/// A repeated object key keeps its last value.
public struct JSONParser<Value: JSONParsable> {
    /// The deepest nesting of arrays and objects accepted.
    public static var maximumDepth: Int { 512 }

    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline var index = 0
    @usableFromInline var depth = 0
    /// Members of the objects being parsed, innermost last: each object's dictionary is made once,
    /// at its closing brace, with room for exactly its members (growing it key by key rehashed it
    /// several times per JWT payload).
    @usableFromInline var members: [(key: String, value: Value)] = []

    @inlinable init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one complete JSON text (surrounding whitespace allowed); `nil` when it is not one.
    @inlinable
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Value? {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        guard let value = parser.parseValue() else { return nil }
        parser.skipWhitespace()
        return parser.index == bytes.count ? value : nil
    }

    /// Parses one complete JSON text from any byte collection.
    @inlinable
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Value? {
        if let result = bytes.withContiguousStorageIfAvailable({ parse($0) }) { return result }
        return Array(bytes).withUnsafeBufferPointer { parse($0) }
    }

    // MARK: - Values

    @inlinable mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    @inlinable mutating func parseValue() -> Value? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return parseObject()
        case UInt8(ascii: "["): return parseArray()
        case UInt8(ascii: "\""): return parseString().map { Value.parsed($0) }
        case UInt8(ascii: "t"): return consume("true") ? Value.parsed(true) : nil
        case UInt8(ascii: "f"): return consume("false") ? Value.parsed(false) : nil
        case UInt8(ascii: "n"): return consume("null") ? Value.parsedNull : nil
        default: return parseNumber()
        }
    }

    @inlinable mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        index += count
        return true
    }

    @inlinable mutating func parseObject() -> Value? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return Value.parsed([String: Value]())
        }
        if members.capacity == 0 { members.reserveCapacity(16) }
        let first = members.count
        defer { members.removeLast(members.count - first) }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else {
                return nil
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace()
            guard let value = parseValue() else { return nil }
            members.append((key, value))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return Value.parsed(collectMembers(from: first))
            }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            skipWhitespace()
        }
    }

    /// The members from `first` on as one dictionary; a repeated key keeps its last value.
    @inlinable func collectMembers(from first: Int) -> [String: Value] {
        var fields = [String: Value](minimumCapacity: members.count - first)
        for member in members[first...] { fields[member.key] = member.value }
        return fields
    }

    @inlinable mutating func parseArray() -> Value? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var elements: [Value] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return Value.parsed(elements)
        }
        while true {
            guard let value = parseValue() else { return nil }
            elements.append(value)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return Value.parsed(elements)
            }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            skipWhitespace()
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    @inlinable mutating func parseNumber() -> Value? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { return nil }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        let integer = isInteger ? Int64(text) : nil
        guard let double = integer.map(Double.init) ?? Double(text), double.isFinite else { return nil }
        return Value.parsed(integer: integer, double: double)
    }

    @inlinable static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inlinable mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    // MARK: - Strings

    /// Parses the string starting at the opening quote.
    @inlinable mutating func parseString() -> String? {
        index += 1
        let start = index
        var isASCII = true
        while index < bytes.count {
            // Eight bytes at a time while none of them needs a look (a token's characters, mostly).
            while bytes.count - index >= 8, !Self.hasSpecialByte(Self.word(bytes, at: index)) { index += 8 }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = Self.string(UnsafeBufferPointer(rebasing: bytes[start..<index]), isASCII: isASCII)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return parseEscapedString(from: start) }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        return nil
    }

    /// Eight bytes of `bytes` from `offset` (at least eight must remain), in memory order.
    @inlinable static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether any byte of `word` is `"`, `\`, a control character (below 0x20) or not ASCII. Exact
    /// for the word as a whole (a byte-wise subtraction borrows only past a byte that matched); which
    /// byte it is, and what it means, the byte loop finds out.
    @inlinable static func hasSpecialByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let control = (word &- ones &* 0x20) & ~word & highBits
        return (quote | backslash | control | (word & highBits)) != 0
    }

    /// The string of `utf8`, nil when it is not valid UTF-8. ASCII, which cannot be invalid, skips the
    /// validating initialiser (generic, and the larger part of parsing a short string).
    @inlinable static func string(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        isASCII ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
    }

    /// The slow path for strings with escapes: collects the UTF-8 bytes, then validates them.
    @inlinable mutating func parseEscapedString(from start: Int) -> String? {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = parseUnicodeEscape() else { return nil }
                    utf8.append(contentsOf: UTF8.encode(scalar)!)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                utf8.append(byte)
            }
        }
        return nil
    }

    /// After `\u`: four hex digits, or a surrogate pair written as two escapes.
    @inlinable mutating func parseUnicodeEscape() -> Unicode.Scalar? {
        guard let first = parseHex4() else { return nil }
        switch first {
        case 0xD800..<0xDC00:
            guard consume("\\u"), let second = parseHex4(), (0xDC00..<0xE000).contains(second) else {
                return nil
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        case 0xDC00..<0xE000:
            return nil
        default:
            return Unicode.Scalar(first)
        }
    }

    @inlinable mutating func parseHex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
