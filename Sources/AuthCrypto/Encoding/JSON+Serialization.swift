import Foundation

extension JSON {
    /// The compact serialization with sorted object keys and unescaped slashes, as `JSONEncoder` with
    /// `[.sortedKeys, .withoutEscapingSlashes]` writes it, without its encoding containers. Integral
    /// doubles below 2^53 are written as integers (`1700000000`), others in Swift's shortest
    /// round-trip form; a number that is not finite is written as `null` (JSON has no NaN).
    public var serialized: String {
        String(decoding: utf8, as: UTF8.self)
    }

    public var data: Data { Data(utf8) }

    /// The serialization's UTF-8 bytes, written straight into one buffer (no per-character appends).
    public var utf8: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        _ = write(to: &output)
        return output
    }

    /// `utf8`, or nil when a number is not finite: for signed segments, where `null` in place of a
    /// claim would change what is signed.
    var strictUTF8: [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(512)
        return write(to: &output) ? output : nil
    }

    /// The object's `strictUTF8`; throws for a number that is not finite.
    static func encodedObject(_ fields: [String: JSON]) throws -> Data {
        guard let bytes = JSON.object(fields).strictUTF8 else {
            throw EncodingError.invalidValue(
                fields, .init(codingPath: [], debugDescription: "A number is not finite"))
        }
        return Data(bytes)
    }

    /// Appends the serialization; false when a number was not finite (written as `null`).
    private func write(to output: inout [UInt8]) -> Bool {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): output.append(contentsOf: String(value).utf8)
        case .double(let value):
            guard value.isFinite else {
                output.append(contentsOf: "null".utf8)
                return false
            }
            if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
                output.append(contentsOf: String(Int64(value)).utf8)
            } else {
                output.append(contentsOf: value.description.utf8)
            }
        case .string(let value): Self.quote(value, into: &output)
        case .array(let values):
            output.append(UInt8(ascii: "["))
            var finite = true
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                finite = value.write(to: &output) && finite
            }
            output.append(UInt8(ascii: "]"))
            return finite
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            var finite = true
            for (index, field) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.quote(field.key, into: &output)
                output.append(UInt8(ascii: ":"))
                finite = field.value.write(to: &output) && finite
            }
            output.append(UInt8(ascii: "}"))
            return finite
        }
        return true
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Escapes the quote, the backslash and control characters (`\b \f \n \r \t`, others `\u00XX`);
    /// everything else (UTF-8 included) is written as is.
    private static func quote(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Scanned and copied as contiguous bytes: tokens (a kilobyte each) are the longest strings written.
        var contiguous = string
        let copied = contiguous.withUTF8 { bytes in
            let needsEscaping = bytes.contains {
                $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            }
            if !needsEscaping { output.append(contentsOf: bytes) }
            return !needsEscaping
        }
        guard !copied else {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            let escape: UInt8? =
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte
                case 0x08: UInt8(ascii: "b")
                case 0x0C: UInt8(ascii: "f")
                case 0x0A: UInt8(ascii: "n")
                case 0x0D: UInt8(ascii: "r")
                case 0x09: UInt8(ascii: "t")
                default: nil
                }
            if let escape {
                output.append(contentsOf: [UInt8(ascii: "\\"), escape])
            } else if byte < 0x20 {
                output.append(contentsOf: "\\u00".utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            } else {
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
