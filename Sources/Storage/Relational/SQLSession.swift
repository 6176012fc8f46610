/// A connection inside one transaction, running SQL written with PostgreSQL's `$1 … $n` placeholders.
///
/// The SQLite session rewrites them to SQLite's numbered `?1 … ?n`, so one text serves both engines.
public protocol SQLSession {
    associatedtype Row: SQLRow

    /// Runs one statement and returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: [any SQLArgumentConvertible]) throws -> Int

    /// Runs one query and maps every row.
    func rows<T>(_ sql: String, _ arguments: [any SQLArgumentConvertible], _ map: (Row) throws -> T) throws
        -> [T]
}

extension SQLSession {
    /// Runs one statement that takes no arguments.
    @discardableResult
    public func run(_ sql: String) throws -> Int {
        try run(sql, [])
    }

    /// The first row mapped, or nil when there is none.
    public func firstRow<T>(
        _ sql: String, _ arguments: [any SQLArgumentConvertible], _ map: (Row) throws -> T
    ) throws -> T? {
        try rows(sql, arguments, map).first
    }

    /// Whether the query returns at least one row.
    public func exists(_ sql: String, _ arguments: [any SQLArgumentConvertible]) throws -> Bool {
        try firstRow(sql, arguments) { _ in true } ?? false
    }
}
