import Foundation

/// One statement parameter, in the form both SQL engines (SQLite and PostgreSQL) bind.
public enum SQLArgument: Sendable, Equatable {
    case text(String)
    case integer(Int64)
    case boolean(Bool)
    case bytes(Data)
    /// SQL NULL of a known type, so PostgreSQL never has to guess it (`$1 IS NULL` works).
    case null(SQLType)
}

/// The column types Sesame's schemas use.
public enum SQLType: Sendable, Equatable {
    case text
    case integer
    case boolean
    case bytes
}
