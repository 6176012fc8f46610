import AuthCrypto
import Foundation

/// A JSON value as the server reads requests and writes responses: integers stay exact 64-bit
/// integers (timestamps), objects are written with sorted keys so answers are stable.
public enum JSON: Sendable, Equatable, Decodable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral
{
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }

    /// Parses a complete JSON document; nil when the bytes are not JSON.
    public static func parse(_ data: Data) -> JSON? {
        JSONParser<JSON>.parse(data)
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let fields) = self else { return nil }
        return fields[key]
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var objectValue: [String: JSON]? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// An integer, or a number or string holding one.
    public var int64Value: Int64? {
        switch self {
        case .int(let value): value
        case .double(let value): value.isFinite ? Int64(exactly: value.rounded(.towardZero)) : nil
        case .string(let value): Int64(value)
        default: nil
        }
    }

    public var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .string(let value): value == "true" ? true : value == "false" ? false : nil
        default: nil
        }
    }

    /// The compact serialization with sorted object keys.
    public var serialized: String {
        String(decoding: utf8, as: UTF8.self)
    }

    public var data: Data { Data(utf8) }

    /// The serialization's UTF-8 bytes, written straight into one buffer (no per-character appends).
    var utf8: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return output
    }

    private func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value):
            if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
                output.append(contentsOf: String(Int64(value)).utf8)
            } else {
                output.append(contentsOf: (value.isFinite ? String(value) : "null").utf8)
            }
        case .string(let value): JSON.quote(value, into: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.quote(key, into: &output)
                output.append(UInt8(ascii: ":"))
                fields[key]!.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Quotes `string`: quote and backslash escaped, control characters as `\n`, `\r`, `\t` or
    /// `\u00XX`, everything else (UTF-8 included) as is.
    private static func quote(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let needsEscaping = string.utf8.contains {
            $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
        }
        guard needsEscaping else {
            output.append(contentsOf: string.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
