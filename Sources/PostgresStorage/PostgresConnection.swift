internal import CLibPQ
import Foundation

/// One libpq connection. Used by one thread at a time (the pool hands it out exclusively).
///
/// Statements are always sent with `PQexecParams` and `$n` placeholders; values never become part
/// of SQL text. Results are read in text format, except that `bytea` parameters go in binary.
public final class PostgresConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    /// Counts this connection's round trips to the server (its pool's counter), when given.
    let roundTrips: PostgresRoundTripCounter?

    /// Connects with `url` (a `postgres://` URI or a `key=value` string) and extra libpq keywords
    /// that override the URL's (`options`, `connect_timeout`, `application_name`).
    public init(url: String, settings: [(String, String)] = [], roundTrips: PostgresRoundTripCounter? = nil)
        throws(PostgresError)
    {
        let keywords = ["dbname"] + settings.map(\.0)
        let values = [url] + settings.map(\.1)
        let connection = Self.withCStrings(keywords) { keywordPointers in
            Self.withCStrings(values) { valuePointers in
                PQconnectdbParams(keywordPointers, valuePointers, 1)
            }
        }
        guard let connection else { throw PostgresError(.connectionFailed, detail: "out of memory") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = connectionMessage(connection)
            PQfinish(connection)
            throw PostgresError(.connectionFailed, detail: message)
        }
        // libpq's default notice processor prints every NOTICE and WARNING to standard error, where
        // they would break into the server's JSON log and into the output of `sesame` commands (the
        // migrations' `IF NOT EXISTS` statements raise "already exists, skipping" on every start).
        // Errors arrive as results, so the notices carry nothing the store needs.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        handle = connection
        self.roundTrips = roundTrips
    }

    deinit {
        PQfinish(handle)
    }

    /// False once the connection to the server broke; such a connection is discarded.
    public var isHealthy: Bool { PQstatus(handle) == CONNECTION_OK }

    /// True while a transaction is open (or failed and not yet rolled back).
    public var isInTransaction: Bool {
        let status = PQtransactionStatus(handle)
        return status == PQTRANS_INTRANS || status == PQTRANS_INERROR || status == PQTRANS_ACTIVE
    }

    /// Runs one statement and returns the number of rows it affected.
    @discardableResult
    public func execute(_ sql: String, _ arguments: [any PostgresBindable] = []) throws(PostgresError)
        -> Int
    {
        let result = try run(sql, arguments)
        defer { PQclear(result) }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    /// Runs one statement and maps each result row.
    public func query<T>(
        _ sql: String, _ arguments: [any PostgresBindable] = [], _ map: (PostgresRow) throws -> T
    ) throws -> [T] {
        let result = try run(sql, arguments)
        defer { PQclear(result) }
        return try (0..<PQntuples(result)).map { try map(PostgresRow(result: result, index: $0)) }
    }

    /// The first row mapped, or nil when there is none.
    public func queryOne<T>(
        _ sql: String, _ arguments: [any PostgresBindable] = [], _ map: (PostgresRow) throws -> T
    ) throws -> T? {
        try query(sql, arguments, map).first
    }

    /// Runs a parameterless script of several statements (migrations only).
    public func executeScript(_ sql: String) throws(PostgresError) {
        roundTrips?.count()
        PQclear(try check(PQexec(handle, sql), on: handle))
    }

    private func run(_ sql: String, _ arguments: [any PostgresBindable]) throws(PostgresError)
        -> OpaquePointer
    {
        roundTrips?.count()
        let result = Self.withParameters(arguments) { count, types, values, lengths, formats in
            PQexecParams(handle, sql, count, types, values, lengths, formats, 0)
        }
        return try check(result, on: handle)
    }

    /// Calls `body` with libpq's parameter arrays for `arguments` (count, types, values, lengths,
    /// formats); the buffers live until it returns.
    static func withParameters<R>(
        _ arguments: [any PostgresBindable],
        _ body: (Int32, [UInt32], [UnsafePointer<CChar>?], [Int32], [Int32]) -> R
    ) -> R {
        let parameters = arguments.map(\.postgresParameter)
        let types = parameters.map(\.oid)
        let formats = parameters.map { Int32($0.isBinary ? 1 : 0) }
        let lengths = parameters.map { Int32($0.bytes?.count ?? 0) }
        // Each value is copied with a terminating NUL (text format needs it; binary ignores it).
        let buffers: [UnsafeMutablePointer<CChar>?] = parameters.map { parameter in
            guard let bytes = parameter.bytes else { return nil }
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            bytes.withUnsafeBufferPointer { source in
                if let start = source.baseAddress {
                    UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: bytes.count)
                }
            }
            buffer[bytes.count] = 0
            return buffer
        }
        defer { buffers.forEach { $0?.deallocate() } }
        return body(Int32(parameters.count), types, buffers.map { UnsafePointer($0) }, lengths, formats)
    }

    /// The libpq handle, for this module's extensions (notifications, pipelines).
    var rawHandle: OpaquePointer { handle }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return body(copies.map { UnsafePointer($0) } + [nil])
    }
}
