import Foundation

/// Applies versioned migrations in order, each once, each in its own `BEGIN IMMEDIATE` transaction.
///
/// Applied versions are recorded in `schema_migrations`. The check for "already applied" happens
/// inside the migration's transaction, so several processes opening the same database at once
/// apply every step exactly once.
public struct Migrator: Sendable {
    public enum Failure: Error, Sendable, Equatable {
        /// Versions must be positive and strictly increasing.
        case invalidOrder(version: Int)
        /// The database has a version this migrator does not know (written by a newer program).
        case unknownVersion(Int)
    }

    public let migrations: [Migration]

    public init(_ migrations: [Migration]) throws(Failure) {
        var previous = 0
        for migration in migrations {
            guard migration.version > previous else { throw .invalidOrder(version: migration.version) }
            previous = migration.version
        }
        self.migrations = migrations
    }

    /// Applies the migrations the database lacks and returns their versions in order.
    @discardableResult
    public func migrate(_ connection: SQLiteConnection) throws -> [Int] {
        try connection.executeScript(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at INTEGER NOT NULL
            ) STRICT
            """)
        let known = Set(migrations.map(\.version))
        for version in try appliedVersions(connection) where !known.contains(version) {
            throw Failure.unknownVersion(version)
        }
        var applied: [Int] = []
        for migration in migrations {
            let didApply = try connection.transaction(.immediate) { connection -> Bool in
                let exists = try connection.queryOne(
                    "SELECT 1 FROM schema_migrations WHERE version = ?", [migration.version]
                ) { _ in true }
                if exists == true { return false }
                try migration.apply(connection)
                let now = Int64(Date().timeIntervalSince1970 * 1000)
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    [migration.version, migration.name, now])
                return true
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }

    /// The versions recorded as applied, ascending.
    public func appliedVersions(_ connection: SQLiteConnection) throws -> [Int] {
        try connection.query("SELECT version FROM schema_migrations ORDER BY version") { $0.int(0) }
    }
}
