internal import CLibPQ
import Foundation
import Storage

/// One row of a result in text format, valid only inside the closure it is handed to.
///
/// A value the column cannot hold for the accessor (NULL where a value is required, a non-integer for
/// an integer, text that is not `\x` hex for bytes) throws `StoreError.storageFailure`: the one call
/// that read it fails, never the process.
public struct PostgresRow {
    let result: OpaquePointer
    let index: Int32

    init(result: OpaquePointer, index: Int32) {
        self.result = result
        self.index = index
    }

    public func isNull(_ column: Int) -> Bool {
        PQgetisnull(result, index, Int32(column)) == 1
    }

    public func optionalString(_ column: Int) -> String? {
        guard !isNull(column), let value = PQgetvalue(result, index, Int32(column)) else { return nil }
        return String(cString: value)
    }

    public func string(_ column: Int) throws(StoreError) -> String {
        guard let value = optionalString(column) else { throw Self.null(column) }
        return value
    }

    public func optionalInt64(_ column: Int) throws(StoreError) -> Int64? {
        guard let text = optionalString(column) else { return nil }
        guard let value = Int64(text) else {
            throw StoreError.storageFailure("not an integer in result column \(column)")
        }
        return value
    }

    public func int64(_ column: Int) throws(StoreError) -> Int64 {
        guard let value = try optionalInt64(column) else { throw Self.null(column) }
        return value
    }

    public func int(_ column: Int) throws(StoreError) -> Int { Int(try int64(column)) }

    public func bool(_ column: Int) throws(StoreError) -> Bool { try string(column) == "t" }

    /// A `bytea` column, which the text format renders as `\x` followed by hex digits.
    public func optionalData(_ column: Int) throws(StoreError) -> Data? {
        guard let text = optionalString(column) else { return nil }
        guard let data = Self.decodeHex(text) else {
            throw StoreError.storageFailure("not hex bytea in result column \(column)")
        }
        return data
    }

    public func data(_ column: Int) throws(StoreError) -> Data {
        guard let value = try optionalData(column) else { throw Self.null(column) }
        return value
    }

    private static func null(_ column: Int) -> StoreError {
        .storageFailure("NULL in result column \(column)")
    }

    static func decodeHex(_ text: String) -> Data? {
        let digits = Array(text.utf8)
        guard digits.count >= 2, digits[0] == UInt8(ascii: "\\"), digits[1] == UInt8(ascii: "x"),
            digits.count.isMultiple(of: 2)
        else { return nil }
        var data = Data(capacity: (digits.count - 2) / 2)
        var position = 2
        while position < digits.count {
            guard let high = nibble(digits[position]), let low = nibble(digits[position + 1]) else {
                return nil
            }
            data.append(high << 4 | low)
            position += 2
        }
        return data
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
