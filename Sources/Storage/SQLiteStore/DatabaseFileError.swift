internal import CSQLite

/// Why the SQLite database file could not be opened: the one-line cause with the file's path, for the
/// message a person sees when the server will not start. Thrown only by `SQLiteIdentityStore.init`.
public struct DatabaseFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The file is not an SQLite database, or it is damaged (`SQLITE_NOTADB`, `SQLITE_CORRUPT`).
        case notADatabase
        /// The file (or its directory, for the WAL files) cannot be written (`SQLITE_READONLY`).
        case readOnly
        /// The file could not be created or opened; `reason` says why.
        case cannotOpen
    }

    public let kind: Kind
    /// The database file.
    public let path: String
    /// The system's or SQLite's short reason (no stored data).
    public let reason: String

    public init(_ kind: Kind, path: String, reason: String) {
        self.kind = kind
        self.path = path
        self.reason = reason
    }

    /// The kind of an SQLite failure while opening, if it is one of the file's own problems.
    static func kind(of error: SQLiteError) -> Kind? {
        switch error.code {
        case SQLITE_NOTADB, SQLITE_CORRUPT: .notADatabase
        case SQLITE_READONLY: .readOnly
        case SQLITE_CANTOPEN: .cannotOpen
        default: nil
        }
    }

    public var description: String {
        switch kind {
        case .notADatabase: "\(path) is not a Sesame database (damaged, or another kind of file)"
        case .readOnly: "\(path) is read-only (\(reason))"
        case .cannotOpen: "\(path) cannot be opened (\(reason))"
        }
    }
}
