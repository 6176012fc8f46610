import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An `IdentityStore` in one SQLite database file (WAL mode, `synchronous=FULL`).
///
/// Writes go through one writer connection in `BEGIN IMMEDIATE` transactions, so each operation
/// is atomic across threads and across processes sharing the file; reads use a pool of reader
/// connections and never wait for the writer. Opening applies the schema migrations.
public final class SQLiteIdentityStore: RelationalIdentityStore {
    public static let dialect = SQLDialect.sqlite

    public struct Configuration: Sendable {
        public var database: SQLiteDatabase.Configuration

        public init(database: SQLiteDatabase.Configuration = .init()) {
            self.database = database
        }
    }

    /// Reads use the reader pool on a local file in WAL mode: they never wait for the writer.
    public var readsAreLocal: Bool { true }

    /// The underlying database, for diagnostics (pragmas, schema version).
    public let database: SQLiteDatabase
    let exchanges: RefreshExchangeBatcher
    /// Held while the store is open: a restore waits for every user to go.
    private let lock: SQLiteStoreLock
    public var path: String { database.path }

    /// Opens the store at `path`, creating missing parent directories (mode 0700) and the file
    /// (mode 0600), then applies pending migrations. Problems of the file itself (not a database,
    /// read-only, cannot be created) throw ``DatabaseFileError``; other failures `StoreError`.
    public init(path: String, configuration: Configuration = Configuration()) throws {
        do {
            try Self.prepareFile(at: path)
            guard let lock = SQLiteStoreLock.shared(path) else {
                throw DatabaseFileError(.cannotOpen, path: path, reason: "a restore is replacing it")
            }
            self.lock = lock
            database = try SQLiteDatabase(path: path, configuration: configuration.database)
            exchanges = Self.exchangeBatcher(for: database)
            _ = try database.withWriter { try Self.migrator.migrate($0) }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseFileError {
            throw error
        } catch let error as SQLiteError {
            if let kind = DatabaseFileError.kind(of: error) {
                throw DatabaseFileError(kind, path: path, reason: error.message)
            }
            throw StoreError.storageFailure(String(describing: error))
        } catch {
            throw StoreError.storageFailure(String(describing: error))
        }
    }

    /// Closes every connection. Later calls fail with `.storageFailure`.
    public func close() throws {
        exchanges.close()
        try mapErrors { try database.close() }
        lock.release()
    }

    /// The schema versions applied to the file, ascending.
    public func appliedMigrationVersions() throws -> [Int] {
        try read { try Self.migrator.appliedVersions($0) }
    }

    private static func prepareFile(at path: String) throws {
        let file = URL(fileURLWithPath: path)
        try createDirectories(file.deletingLastPathComponent().path)
        let descriptor = open(path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            #if canImport(Glibc)
                Glibc.close(descriptor)
            #else
                Darwin.close(descriptor)
            #endif
        } else if errno != EEXIST {
            throw DatabaseFileError(.cannotOpen, path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates `directory` and its missing ancestors with mode 0700.
    private static func createDirectories(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if directory.isEmpty || FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            return
        }
        try createDirectories(URL(fileURLWithPath: directory).deletingLastPathComponent().path)
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw DatabaseFileError(
                .cannotOpen, path: directory,
                reason: "cannot create the directory: " + String(cString: strerror(errno)))
        }
        chmod(directory, 0o700)
    }

    // MARK: - Running operations

    /// Runs `body` in a write transaction, turning database errors into `StoreError`s.
    public func write<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try mapErrors { try database.write(body) }
    }

    /// The same as `write`: SQLite's write transactions never run concurrently.
    public func writeAtomicStatements<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try write(body)
    }

    /// Runs `body` in a read snapshot, turning database errors into `StoreError`s.
    public func read<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try mapErrors { try database.read(body) }
    }

    private func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw Self.storeError(for: error)
        }
    }

    /// Names the constraint an SQLite failure broke; the columns in SQLite's message identify it.
    static func storeError(for error: SQLiteError) -> StoreError {
        if error.isForeignKeyViolation { return .accountNotFound }
        guard error.isUniquenessViolation else { return .storageFailure(error.description) }
        let message = error.message
        if message.contains("accounts.local_id") && !message.contains("provider_identities") {
            return .localIdExists
        }
        if message.contains("accounts.email_normalized") { return .emailExists }
        if message.contains("accounts.phone_number") { return .phoneNumberExists }
        if message.contains("provider_identities.raw_id") { return .federatedIdAlreadyLinked }
        if message.contains("provider_identities.local_id") { return .providerAlreadyLinked }
        return .duplicateKey
    }
}
