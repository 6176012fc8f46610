internal import CSQLite

extension SQLiteConnection {
    /// How a connection is set up when it opens.
    public struct Configuration: Sendable {
        /// How long a statement waits for another connection's lock before failing with `SQLITE_BUSY`.
        public var busyTimeoutMilliseconds: Int
        /// Switch the database to write-ahead logging (readers never wait for the writer).
        public var usesWriteAheadLog: Bool
        /// Refuse writes on this connection (`PRAGMA query_only`).
        public var isQueryOnly: Bool
        /// How often `transaction` retries `BEGIN` after `SQLITE_BUSY` before giving up.
        public var beginRetryLimit: Int

        public init(
            busyTimeoutMilliseconds: Int = 5_000, usesWriteAheadLog: Bool = true,
            isQueryOnly: Bool = false, beginRetryLimit: Int = 20
        ) {
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.usesWriteAheadLog = usesWriteAheadLog
            self.isQueryOnly = isQueryOnly
            self.beginRetryLimit = beginRetryLimit
        }
    }

    /// Flags for `sqlite3_open_v2`.
    public struct OpenFlags: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let readOnly = OpenFlags(rawValue: SQLITE_OPEN_READONLY)
        public static let readWrite = OpenFlags(rawValue: SQLITE_OPEN_READWRITE)
        public static let create = OpenFlags(rawValue: SQLITE_OPEN_CREATE)
        /// Multi-thread mode: the caller guarantees one thread at a time per connection.
        public static let noMutex = OpenFlags(rawValue: SQLITE_OPEN_NOMUTEX)
        /// Serialized mode: SQLite locks the connection around every call.
        public static let fullMutex = OpenFlags(rawValue: SQLITE_OPEN_FULLMUTEX)
        public static let privateCache = OpenFlags(rawValue: SQLITE_OPEN_PRIVATECACHE)
    }
}
