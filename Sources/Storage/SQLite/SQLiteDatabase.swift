internal import CSQLite
import Foundation

/// A database file shared by one writer connection and a pool of reader connections.
///
/// Writes are serialized through the single writer (and across processes by SQLite's write lock,
/// taken up front with `BEGIN IMMEDIATE`). Reads run on separate query-only connections; in WAL
/// mode they see the last committed snapshot and never wait for the writer.
///
/// Safe to share across threads: the writer is only used under `writerLock`, and a reader is
/// handed to exactly one caller at a time, which is what makes the `@unchecked Sendable` sound.
public final class SQLiteDatabase: @unchecked Sendable {
    public struct Configuration: Sendable {
        /// Settings for every connection; readers additionally get `isQueryOnly`.
        public var connection: SQLiteConnection.Configuration
        /// The most reader connections open at once; further readers wait for one to come back.
        public var maximumReaderCount: Int

        public init(connection: SQLiteConnection.Configuration = .init(), maximumReaderCount: Int = 4) {
            self.connection = connection
            self.maximumReaderCount = max(1, maximumReaderCount)
        }
    }

    public let path: String
    public let configuration: Configuration
    private let writer: SQLiteConnection
    private let writerLock = NSLock()
    private let readerLock = NSLock()
    private var idleReaders: [SQLiteConnection] = []
    private var isClosed = false
    private let readerSlots: DispatchSemaphore

    /// Opens (creating if needed) the database at `path` and its writer connection.
    public init(path: String, configuration: Configuration = Configuration()) throws {
        self.path = path
        self.configuration = configuration
        self.writer = try SQLiteConnection(
            path: path, flags: [.readWrite, .create, .noMutex],
            configuration: configuration.connection)
        self.readerSlots = DispatchSemaphore(value: configuration.maximumReaderCount)
    }

    /// Runs `body` on the writer connection inside a `BEGIN IMMEDIATE` transaction.
    /// Do not call `write` from inside `body`: the writer lock is not re-entrant.
    public func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writerLock.withLock {
            try writer.transaction(.immediate, body)
        }
    }

    /// Runs `body` on the writer connection without opening a transaction (migrations, pragmas).
    public func withWriter<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try writerLock.withLock { try body(writer) }
    }

    /// Runs `body` on a reader connection inside a deferred transaction (one consistent snapshot).
    /// Do not call `read` or `write` from inside `body`: with every reader in use it would wait forever.
    public func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        let reader = try checkOutReader()
        defer { checkIn(reader) }
        return try reader.transaction(.deferred, body)
    }

    private func checkOutReader() throws -> SQLiteConnection {
        readerSlots.wait()
        let (closed, idle) = readerLock.withLock { (isClosed, isClosed ? nil : idleReaders.popLast()) }
        if closed {
            readerSlots.signal()
            throw SQLiteError(code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "database is closed")
        }
        if let idle {
            return idle
        }
        do {
            var readerConfiguration = configuration.connection
            readerConfiguration.isQueryOnly = true
            // The journal mode is a property of the file, set by the writer when it opened.
            readerConfiguration.usesWriteAheadLog = false
            return try SQLiteConnection(
                path: path, flags: [.readWrite, .noMutex],
                configuration: readerConfiguration)
        } catch {
            readerSlots.signal()
            throw error
        }
    }

    private func checkIn(_ reader: SQLiteConnection) {
        let keep = readerLock.withLock {
            if !isClosed { idleReaders.append(reader) }
            return !isClosed
        }
        if !keep { try? reader.close() }
        readerSlots.signal()
    }

    /// Closes the idle readers and the writer; readers in use close when handed back.
    /// Calls made after closing fail.
    public func close() throws {
        let readers = readerLock.withLock {
            defer { idleReaders.removeAll() }
            isClosed = true
            return idleReaders
        }
        for reader in readers { try reader.close() }
        try writerLock.withLock { try writer.close() }
    }
}
