internal import CSQLite
import Foundation

/// The current result row of a stepping `Statement`.
///
/// A row reads straight from SQLite's statement; it is valid only inside the closure that receives
/// it and must not be kept. Column indices start at 0.
public struct Row {
    let handle: OpaquePointer

    /// The number of columns in the row.
    public var count: Int { Int(sqlite3_column_count(handle)) }

    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(handle, Int32(index)) == SQLITE_NULL
    }

    public func int64(_ index: Int) -> Int64 {
        sqlite3_column_int64(handle, Int32(index))
    }

    public func optionalInt64(_ index: Int) -> Int64? {
        isNull(index) ? nil : int64(index)
    }

    public func int(_ index: Int) -> Int {
        Int(int64(index))
    }

    public func double(_ index: Int) -> Double {
        sqlite3_column_double(handle, Int32(index))
    }

    public func bool(_ index: Int) -> Bool {
        int64(index) != 0
    }

    /// The column as text; an empty string for NULL.
    public func string(_ index: Int) -> String {
        optionalString(index) ?? ""
    }

    public func optionalString(_ index: Int) -> String? {
        guard let text = sqlite3_column_text(handle, Int32(index)) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column as bytes; empty for NULL.
    public func data(_ index: Int) -> Data {
        optionalData(index) ?? Data()
    }

    public func optionalData(_ index: Int) -> Data? {
        if isNull(index) { return nil }
        let count = Int(sqlite3_column_bytes(handle, Int32(index)))
        guard count > 0, let bytes = sqlite3_column_blob(handle, Int32(index)) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    public func bytes(_ index: Int) -> [UInt8] {
        [UInt8](data(index))
    }

    /// The column as a `SQLiteValue`, whatever its storage class.
    public func value(_ index: Int) -> SQLiteValue {
        switch sqlite3_column_type(handle, Int32(index)) {
        case SQLITE_INTEGER: .integer(int64(index))
        case SQLITE_FLOAT: .real(double(index))
        case SQLITE_TEXT: .text(string(index))
        case SQLITE_BLOB: .blob(data(index))
        default: .null
        }
    }
}
