import Foundation
import Storage

/// An `IdentityStore` in a PostgreSQL database, shared safely by several server processes.
///
/// Every operation is one transaction: writes run SERIALIZABLE (conflicts between processes fail
/// with `40001` and are retried from the start, see `PostgresDatabase`), except the rate-limit
/// upsert, which is atomic on its own under READ COMMITTED; reads run in a read-only snapshot.
/// Uniqueness (e-mail per tenant case-insensitively, phone number per tenant, (providerId, rawId)
/// per tenant) is enforced by unique indexes as well, so no interleaving can break it. Opening the
/// store applies the schema migrations exactly once across processes (an advisory lock).
///
/// Because a conflicting write is retried, `updateAccount`'s `transform` may run more than once.
public final class PostgresIdentityStore: RelationalIdentityStore {
    public static let dialect = SQLDialect.postgres

    public struct Configuration: Sendable {
        /// Connections kept per process; size it to the server's worker threads.
        public var poolSize: Int
        /// How often one operation is tried when it hits serialization failures (or deadlocks)
        /// before it fails; lost connections are retried for `unavailableAfterSeconds` instead.
        public var maxAttempts: Int
        /// The schema the tables live in (created when missing); nil uses the URL's default
        /// search path (normally `public`). Letters, digits and `_` only.
        public var schema: String?
        /// Seconds libpq waits for a connection to be established.
        public var connectTimeoutSeconds: Int
        /// Shown in `pg_stat_activity`.
        public var applicationName: String
        /// How long one operation keeps retrying a database it cannot reach before it fails with
        /// `StoreError.unavailable` (long enough to ride out a restart or a fail-over).
        public var unavailableAfterSeconds: Double

        public init(
            poolSize: Int = 8, maxAttempts: Int = 10, schema: String? = nil, connectTimeoutSeconds: Int = 5,
            applicationName: String = "sesame", unavailableAfterSeconds: Double = 10
        ) {
            self.poolSize = poolSize
            self.maxAttempts = maxAttempts
            self.schema = schema
            self.connectTimeoutSeconds = connectTimeoutSeconds
            self.applicationName = applicationName
            self.unavailableAfterSeconds = unavailableAfterSeconds
        }
    }

    public let database: PostgresDatabase
    public let configuration: Configuration
    let exchanges: RefreshExchangeBatcher

    /// Connects to `url` (`postgres://user[:password]@host[:port]/database[?…]`) and applies
    /// pending migrations. Throws `StoreError.unavailable` when the database is unreachable.
    ///
    /// Operations throw `StoreError.unavailable` when the database stays unreachable for
    /// `unavailableAfterSeconds` (or conflicts exhaust `maxAttempts`); the operation then did not take
    /// effect. A write whose `COMMIT` was cut off is looked up afterwards, so a committed write is
    /// never reported as failed while the database can still be asked.
    public init(url: String, configuration: Configuration = Configuration()) throws {
        self.configuration = configuration
        var settings = [
            "connect_timeout": String(configuration.connectTimeoutSeconds),
            "application_name": configuration.applicationName,
        ]
        if let schema = configuration.schema {
            guard Self.isPlainIdentifier(schema) else {
                throw StoreError.storageFailure(
                    String(describing: PostgresError(.invalidConfiguration, detail: "invalid schema name")))
            }
            settings["options"] = "-c search_path=\(schema)"
        }
        do {
            let pool = try PostgresConnectionPool(url: url, size: configuration.poolSize, settings: settings)
            database = PostgresDatabase(
                pool: pool, maxAttempts: configuration.maxAttempts,
                unavailableAfterSeconds: configuration.unavailableAfterSeconds)
            exchanges = Self.exchangeBatcher(for: database)
            try PostgresMigrator(Self.migrations).migrate(database, schema: configuration.schema)
        } catch let error as PostgresError {
            throw Self.storeError(for: error)
        }
    }

    deinit {
        exchanges.close()
        database.pool.close()
    }

    /// Closes the idle connections; later calls fail with `.unavailable`.
    public func close() {
        exchanges.close()
        database.pool.close()
    }

    /// The schema versions applied to the database, ascending.
    public func appliedMigrationVersions() throws -> [Int] {
        try read { try PostgresMigrator.appliedVersions($0) }
    }

    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) else {
            return false
        }
        return name.count <= 63
            && name.unicodeScalars.allSatisfy {
                $0 == "_" || ("a"..."z").contains($0) || ("0"..."9").contains($0)
            }
    }

    // MARK: - Running operations

    /// Runs `body` in a SERIALIZABLE transaction (retried on conflicts), mapping errors.
    public func write<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapErrors { try database.transaction(.serializable, body) }
    }

    /// Runs `body` in a READ COMMITTED transaction, for statements that are atomic on their own.
    public func writeAtomicStatements<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapErrors { try database.transaction(.readCommitted, body) }
    }

    /// Runs `body` in a read-only snapshot, mapping errors.
    public func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try mapErrors { try database.transaction(.readOnlySnapshot, body) }
    }

    private func mapErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PostgresError {
            throw Self.storeError(for: error)
        }
    }

    /// Names the constraint a PostgreSQL failure broke.
    static func storeError(for error: PostgresError) -> StoreError {
        switch error.kind {
        case .connectionFailed, .retriesExhausted, .closed, .commitOutcomeUnknown:
            return .unavailable(error.description)
        default: break
        }
        if error.isForeignKeyViolation { return .accountNotFound }
        guard error.isUniqueViolation else { return .storageFailure(error.description) }
        switch error.constraint {
        case "accounts_pkey": return .localIdExists
        case "accounts_email_unique": return .emailExists
        case "accounts_phone_unique": return .phoneNumberExists
        case "provider_identities_unique": return .federatedIdAlreadyLinked
        case "provider_identities_pkey": return .providerAlreadyLinked
        case "passkey_credentials_pkey": return .passkeyExists
        default: return .duplicateKey
        }
    }
}
