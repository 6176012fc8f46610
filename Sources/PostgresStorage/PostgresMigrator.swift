import Foundation

/// Applies versioned migrations exactly once, even when several processes start at once.
///
/// Everything happens in one transaction that first takes a transaction-level advisory lock
/// (`pg_advisory_xact_lock`), so concurrent migrators queue up; each then reads
/// `schema_migrations` and applies only what is missing. PostgreSQL's DDL is transactional, so a
/// failed step leaves nothing behind.
public struct PostgresMigrator: Sendable {
    /// The advisory lock key shared by every Sesame process ("sesame" in ASCII).
    public static let lockKey: Int64 = 0x7365_7361_6d65

    public let migrations: [PostgresMigration]

    public init(_ migrations: [PostgresMigration]) throws(PostgresError) {
        var previous = 0
        for migration in migrations {
            guard migration.version > previous else {
                throw PostgresError(.invalidConfiguration, detail: "migrations out of order")
            }
            previous = migration.version
        }
        self.migrations = migrations
    }

    /// Creates `schema` when given, applies the missing migrations and returns their versions.
    @discardableResult
    public func migrate(_ database: PostgresDatabase, schema: String?) throws -> [Int] {
        try database.transaction(.readCommitted) { connection in
            try connection.execute("SELECT pg_advisory_xact_lock($1)", [Self.lockKey])
            if let schema { try connection.executeScript("CREATE SCHEMA IF NOT EXISTS \"\(schema)\"") }
            try connection.executeScript(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    applied_at BIGINT NOT NULL
                )
                """)
            let applied = Set(try Self.appliedVersions(connection))
            let known = Set(migrations.map(\.version))
            if let unknown = applied.subtracting(known).min() {
                throw PostgresError(
                    .unknownSchemaVersion, detail: "the database has schema version \(unknown)")
            }
            var done: [Int] = []
            for migration in migrations where !applied.contains(migration.version) {
                try connection.executeScript(migration.sql)
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                    [migration.version, migration.name, Int64(Date().timeIntervalSince1970 * 1_000)])
                done.append(migration.version)
            }
            return done
        }
    }

    /// The versions recorded as applied, ascending.
    public static func appliedVersions(_ connection: PostgresConnection) throws -> [Int] {
        try connection.query("SELECT version FROM schema_migrations ORDER BY version") { try $0.int(0) }
    }
}
