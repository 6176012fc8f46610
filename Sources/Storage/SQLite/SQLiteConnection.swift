internal import CSQLite
import Foundation

/// One open SQLite database connection.
///
/// On open it turns on extended result codes, sets the busy timeout, enables foreign keys,
/// sets `synchronous=FULL` and `temp_store=MEMORY`, and (when configured) switches the database to WAL journaling.
/// A connection is not thread-safe: use it from one thread at a time. `SQLiteDatabase` pools
/// connections for concurrent use.
public final class SQLiteConnection {
    let handle: OpaquePointer
    public let path: String
    public let configuration: Configuration
    private var statementCache: [String: Statement] = [:]
    private var isClosed = false

    /// Opens (and with `.create`, creates) the database at `path`.
    public init(
        path: String, flags: OpenFlags = [.readWrite, .create, .noMutex],
        configuration: Configuration = Configuration()
    ) throws(SQLiteError) {
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, flags.rawValue | SQLITE_OPEN_EXRESCODE, nil)
        guard let connection else {
            throw SQLiteError(code: SQLITE_NOMEM, extendedCode: SQLITE_NOMEM, message: "out of memory")
        }
        do {
            try check(code, connection)
        } catch {
            sqlite3_close_v2(connection)
            throw error
        }
        self.handle = connection
        self.path = path
        self.configuration = configuration
        try setUp(readOnly: flags.contains(.readOnly))
    }

    deinit {
        if !isClosed {
            statementCache.removeAll()
            sqlite3_close_v2(handle)
        }
    }

    private func setUp(readOnly: Bool) throws(SQLiteError) {
        try check(sqlite3_extended_result_codes(handle, 1), handle)
        try check(
            sqlite3_busy_timeout(handle, Int32(clamping: configuration.busyTimeoutMilliseconds)), handle)
        try executeScript("PRAGMA foreign_keys = ON")
        try executeScript("PRAGMA synchronous = FULL")
        // Statement journals (a multi-row UPDATE inside a transaction) and temporary b-trees in memory:
        // otherwise each one creates, unlinks and closes a file in the temporary directory. Neither is
        // needed to recover from a crash, so durability is unchanged.
        try executeScript("PRAGMA temp_store = MEMORY")
        if configuration.usesWriteAheadLog && !readOnly {
            let mode = try retryingWhileBusy { () throws(SQLiteError) in try pragma("journal_mode = WAL") }
            guard mode?.lowercased() == "wal" || path == ":memory:" || path.isEmpty else {
                throw SQLiteError(
                    code: SQLITE_ERROR, extendedCode: SQLITE_ERROR,
                    message: "could not switch the database to WAL journaling")
            }
        }
        if configuration.isQueryOnly {
            try executeScript("PRAGMA query_only = ON")
        }
    }

    /// Runs `body` again while the database is busy, for up to the busy timeout. Switching to WAL
    /// journaling can report busy at once (without the busy handler) while another connection opens the
    /// same new file.
    private func retryingWhileBusy<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        let deadline = ContinuousClock.now + .milliseconds(configuration.busyTimeoutMilliseconds)
        while true {
            do {
                return try body()
            } catch  where error.isBusy && ContinuousClock.now < deadline {
                usleep(2_000)
            }
        }
    }

    /// Finalizes cached statements and closes the connection. Further use is a programming error.
    public func close() throws(SQLiteError) {
        guard !isClosed else { return }
        statementCache.removeAll()
        try check(sqlite3_close_v2(handle), handle)
        isClosed = true
    }

    func ensureOpen() throws(SQLiteError) {
        if isClosed {
            throw SQLiteError(
                code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "connection is closed")
        }
    }

    // MARK: - Statements

    /// Prepares a fresh statement that is not cached.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try ensureOpen()
        return try Statement(connection: handle, sql: sql)
    }

    /// Returns the cached prepared statement for `sql`, preparing it on first use.
    ///
    /// Cached statements are reset after each high-level use; do not run the same SQL again from
    /// inside a row transform of that statement.
    public func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        try cachedStatement(sql, preparing: { $0 })
    }

    /// The cached statement keyed by `key`, prepared on first use from `text(key)` (the shared store
    /// SQL is cached under its own text, so its placeholders are rewritten once, not on every call).
    func cachedStatement(_ key: String, preparing text: (String) -> String) throws(SQLiteError) -> Statement {
        try ensureOpen()
        if let statement = statementCache[key] { return statement }
        let statement = try Statement(connection: handle, sql: text(key))
        statementCache[key] = statement
        return statement
    }

    /// The number of statements currently in the cache.
    public var cachedStatementCount: Int { statementCache.count }

    /// Runs one statement with `arguments` through the statement cache.
    public func execute(_ sql: String, _ arguments: [any SQLiteBindable] = []) throws(SQLiteError) {
        try cachedStatement(sql).execute(arguments)
    }

    /// Runs one query with `arguments` through the statement cache and maps every row.
    public func query<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [],
        _ transform: (Row) throws -> T
    ) throws -> [T] {
        try cachedStatement(sql).query(arguments, transform)
    }

    /// Runs one query with `arguments` through the statement cache and maps its first row.
    public func queryOne<T>(
        _ sql: String, _ arguments: [any SQLiteBindable] = [],
        _ transform: (Row) throws -> T
    ) throws -> T? {
        try cachedStatement(sql).queryOne(arguments, transform)
    }

    /// Runs SQL text that may hold several statements and takes no arguments (schema scripts).
    public func executeScript(_ sql: String) throws(SQLiteError) {
        try ensureOpen()
        try check(sqlite3_exec(handle, sql, nil, nil, nil), handle)
    }

    /// Runs `PRAGMA <text>` and returns the first column of its first row, if any.
    @discardableResult
    public func pragma(_ text: String) throws(SQLiteError) -> String? {
        let statement = try prepare("PRAGMA \(text)")
        defer { statement.reset() }
        return try statement.step() ? statement.row.optionalString(0) : nil
    }

    // MARK: - State

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes64(handle)) }

    /// True while no transaction is open.
    public var isAutocommit: Bool { sqlite3_get_autocommit(handle) != 0 }
}
