internal import CSQLite

/// A failed SQLite call: the primary and extended result codes plus SQLite's own message.
///
/// The message comes from `sqlite3_errmsg`, which names tables, columns and constraints but never
/// the values bound to a statement. Neither the SQL text nor its arguments are kept here, so
/// secrets bound as arguments (password hashes, token hashes, e-mail addresses) cannot leak
/// through `description`.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The primary result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT`, …).
    public let code: Int32
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, …); equals `code` when there is none.
    public let extendedCode: Int32
    /// SQLite's English message for the failure.
    public let message: String

    public init(code: Int32, extendedCode: Int32, message: String) {
        self.code = code
        self.extendedCode = extendedCode
        self.message = message
    }

    public var description: String {
        "SQLiteError(code: \(code), extendedCode: \(extendedCode)): \(message)"
    }

    /// True for `SQLITE_BUSY` and `SQLITE_LOCKED`: another connection holds the lock.
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    /// True for any `SQLITE_CONSTRAINT` failure.
    public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }

    /// True for a `UNIQUE` or `PRIMARY KEY` constraint failure.
    public var isUniquenessViolation: Bool {
        extendedCode == CSQLITE_CONSTRAINT_UNIQUE || extendedCode == CSQLITE_CONSTRAINT_PRIMARYKEY
    }

    /// True for a `FOREIGN KEY` constraint failure.
    public var isForeignKeyViolation: Bool { extendedCode == CSQLITE_CONSTRAINT_FOREIGNKEY }
}

/// Turns an SQLite result code into a thrown `SQLiteError`; success codes pass through.
///
/// Every call into the SQLite C API in this module goes through here. `handle` is the connection
/// the call was made on, used to read the extended code and message; without one the generic
/// text for the code is used.
@discardableResult
func check(_ resultCode: Int32, _ handle: OpaquePointer?) throws(SQLiteError) -> Int32 {
    switch resultCode {
    case SQLITE_OK, SQLITE_ROW, SQLITE_DONE:
        return resultCode
    default:
        let extended: Int32
        let message: String
        if let handle, sqlite3_errcode(handle) & 0xff == resultCode & 0xff {
            extended = sqlite3_extended_errcode(handle)
            message = String(cString: sqlite3_errmsg(handle))
        } else {
            extended = resultCode
            message = String(cString: sqlite3_errstr(resultCode))
        }
        throw SQLiteError(code: resultCode & 0xff, extendedCode: extended, message: message)
    }
}
