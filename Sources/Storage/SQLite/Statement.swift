internal import CSQLite
import Foundation

/// A prepared SQL statement with typed parameter binding and row reading.
///
/// A statement belongs to one connection and shares its thread confinement. The high-level
/// methods (`execute`, `query`, `queryOne`) bind, run to completion and reset, so a statement can
/// be reused (which is what the connection's statement cache does).
public final class Statement {
    let handle: OpaquePointer
    private let connection: OpaquePointer
    /// The SQL text, for diagnostics by the owner only; never put into errors.
    public let sql: String

    init(connection: OpaquePointer, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        try check(
            sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil),
            connection)
        guard let statement else {
            // Empty SQL (only whitespace or comments) compiles to no statement.
            throw SQLiteError(code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "empty statement")
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of `?` parameters the statement takes.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    // MARK: - Binding

    /// Clears previous bindings and binds `arguments` to parameters 1…n in order.
    public func bind(_ arguments: [any SQLiteBindable]) throws(SQLiteError) {
        try check(sqlite3_reset(handle), connection)
        try check(sqlite3_clear_bindings(handle), connection)
        guard arguments.count == parameterCount else {
            throw SQLiteError(
                code: SQLITE_RANGE, extendedCode: SQLITE_RANGE,
                message: "statement takes \(parameterCount) arguments, got \(arguments.count)")
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument.sqliteValue, at: offset + 1)
        }
    }

    /// Binds one value to the 1-based parameter `index`.
    public func bind(_ value: SQLiteValue, at index: Int) throws(SQLiteError) {
        let position = Int32(index)
        switch value {
        case .integer(let integer):
            try check(sqlite3_bind_int64(handle, position, integer), connection)
        case .real(let real):
            try check(sqlite3_bind_double(handle, position, real), connection)
        case .text(let text):
            var text = text
            let code = text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress else {
                        // An empty string needs a non-null pointer, or SQLite binds NULL.
                        return csqlite_bind_text_transient(handle, position, "", 0)
                    }
                    return csqlite_bind_text_transient(handle, position, base, Int32(chars.count))
                }
            }
            try check(code, connection)
        case .blob(let data):
            let code = data.withUnsafeBytes { buffer in
                // A zero-length blob needs a non-null pointer, or SQLite binds NULL.
                csqlite_bind_blob_transient(
                    handle, position, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1),
                    Int32(buffer.count))
            }
            try check(code, connection)
        case .null:
            try check(sqlite3_bind_null(handle, position), connection)
        }
    }

    // MARK: - Stepping

    /// Advances to the next row; false when the statement has finished.
    public func step() throws(SQLiteError) -> Bool {
        try check(sqlite3_step(handle), connection) == SQLITE_ROW
    }

    /// Resets the statement so it can run again (bindings are kept).
    public func reset() {
        // The code returned repeats the last step's error, which the caller has already seen.
        sqlite3_reset(handle)
    }

    /// The current row; only meaningful after `step()` returned true.
    public var row: Row { Row(handle: handle) }

    // MARK: - Running

    /// Binds `arguments`, runs the statement to completion and resets it.
    public func execute(_ arguments: [any SQLiteBindable] = []) throws(SQLiteError) {
        try bind(arguments)
        defer { reset() }
        while try step() {}
    }

    /// Binds `arguments`, maps every result row through `transform`, and resets the statement.
    public func query<T>(_ arguments: [any SQLiteBindable] = [], _ transform: (Row) throws -> T) throws -> [T]
    {
        try bind(arguments)
        defer { reset() }
        var results: [T] = []
        while try step() {
            results.append(try transform(row))
        }
        return results
    }

    /// Binds `arguments` and maps the first result row, if any, through `transform`.
    public func queryOne<T>(_ arguments: [any SQLiteBindable] = [], _ transform: (Row) throws -> T) throws
        -> T?
    {
        try bind(arguments)
        defer { reset() }
        return try step() ? transform(row) : nil
    }
}
