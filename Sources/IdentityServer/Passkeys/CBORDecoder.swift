/// A small, strict CBOR decoder for WebAuthn's attestation objects and COSE keys. It refuses what
/// WebAuthn never sends (indefinite lengths, tags, floats, simple values other than false, true and
/// null), non-shortest integer encodings, invalid UTF-8, duplicate map keys and map keys other than
/// integers and text, and it bounds the nesting depth, the number of items and every length by the
/// bytes actually present.
struct CBORDecoder {
    enum Failure: Error, Equatable {
        case truncated
        case trailingBytes
        case tooDeep
        case tooManyItems
        case unsupported(String)
        case nonCanonical
        case invalidText
        case duplicateKey
        case invalidKey
    }

    static let maximumDepth = 8
    static let maximumItems = 4_096

    private let bytes: [UInt8]
    private(set) var offset: Int
    private var items = 0

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Decodes `bytes` as exactly one item; trailing bytes are refused.
    static func decode(_ bytes: [UInt8]) throws(Failure) -> CBORValue {
        var decoder = CBORDecoder(bytes)
        let value = try decoder.next()
        guard decoder.offset == bytes.count else { throw .trailingBytes }
        return value
    }

    /// Decodes one item starting at `offset` and returns it with the offset just after it (for data
    /// where an item is followed by more, as the credential key in authenticator data is).
    static func decodePrefix(_ bytes: [UInt8], at offset: Int) throws(Failure) -> (CBORValue, end: Int) {
        var decoder = CBORDecoder(bytes, offset: offset)
        let value = try decoder.next()
        return (value, decoder.offset)
    }

    mutating func next(depth: Int = 0) throws(Failure) -> CBORValue {
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        items += 1
        guard items <= Self.maximumItems else { throw .tooManyItems }
        let initial = try byte()
        let major = initial >> 5
        let info = initial & 0x1f
        if major == 7 {
            switch info {
            case 20: return .bool(false)
            case 21: return .bool(true)
            case 22: return .null
            default: throw .unsupported("simple value or float \(info)")
            }
        }
        let argument = try self.argument(info)
        switch major {
        case 0: return .unsigned(argument)
        case 1: return .negative(argument)
        case 2: return .bytes(try take(argument))
        case 3:
            let raw = try take(argument)
            guard let text = String(validating: raw, as: UTF8.self) else { throw .invalidText }
            return .text(text)
        case 4:
            // Each element takes at least one byte: a count beyond the bytes left is a lie.
            guard argument <= UInt64(bytes.count - offset) else { throw .truncated }
            var elements: [CBORValue] = []
            for _ in 0..<argument { elements.append(try next(depth: depth + 1)) }
            return .array(elements)
        case 5:
            guard argument <= UInt64(bytes.count - offset) / 2 else { throw .truncated }
            var entries: [(key: CBORValue, value: CBORValue)] = []
            for _ in 0..<argument {
                let key = try next(depth: depth + 1)
                guard key.integer != nil || key.textString != nil else { throw .invalidKey }
                guard !entries.contains(where: { $0.key == key }) else { throw .duplicateKey }
                entries.append((key, try next(depth: depth + 1)))
            }
            return .map(entries)
        default:
            throw .unsupported("tag")
        }
    }

    private mutating func byte() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The item's argument: the count, length or value its initial byte and following bytes give,
    /// in the shortest form (as CTAP2's canonical encoding requires).
    private mutating func argument(_ info: UInt8) throws(Failure) -> UInt64 {
        let width: Int
        switch info {
        case 0..<24: return UInt64(info)
        case 24: width = 1
        case 25: width = 2
        case 26: width = 4
        case 27: width = 8
        case 31: throw .unsupported("indefinite length")
        default: throw .unsupported("reserved additional information \(info)")
        }
        var value: UInt64 = 0
        for _ in 0..<width { value = value << 8 | UInt64(try byte()) }
        let shortest: UInt64 =
            switch width {
            case 1: 24
            case 2: 1 << 8
            case 4: 1 << 16
            default: 1 << 32
            }
        guard value >= shortest else { throw .nonCanonical }
        return value
    }

    private mutating func take(_ count: UInt64) throws(Failure) -> [UInt8] {
        guard count <= UInt64(bytes.count - offset) else { throw .truncated }
        let end = offset + Int(count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
