import Foundation
import IdentityServer
import PostgresStorage
import Storage

/// Where the servers of the server test suites (IdentityServerTests, AuthClientEndToEndTests,
/// SesameCommandTests) keep their state.
///
/// Normally SQLite: `<data directory>/sesame.sqlite`. With `SESAME_TEST_SERVER_DATABASE=1` (the second
/// pass of scripts/test) every server uses the PostgreSQL database `SESAME_TEST_DATABASE_URL` instead,
/// in a schema derived from its data directory: a fresh directory gets empty tables, and a server
/// restarted on the same directory finds its accounts and keys again, as it would in the SQLite file.
/// The switch without a URL is an error (every server start fails), never a silent SQLite run.
public enum ServerTestDatabase {
    /// The variable that switches the servers to PostgreSQL (`1`).
    public static let switchVariable = "SESAME_TEST_SERVER_DATABASE"
    /// The variable naming the scratch PostgreSQL database.
    public static let urlVariable = "SESAME_TEST_DATABASE_URL"

    /// True when this run keeps every server's state in PostgreSQL.
    public static let isPostgreSQL = ProcessInfo.processInfo.environment[switchVariable] == "1"

    /// The scratch database's URL from `environment`; throws when there is none.
    public static func url(
        in environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        guard let url = environment[urlVariable], !url.isEmpty else {
            throw ServerTestDatabaseError.missingURL
        }
        return url
    }

    /// The schema of the server whose data directory is `dataDirectory`: `server_` and 16 hex
    /// digits of a 64-bit FNV-1a hash of the standardized path (a plain PostgreSQL identifier).
    public static func schema(forDataDirectory dataDirectory: String) -> String {
        let path = URL(fileURLWithPath: dataDirectory).standardizedFileURL.path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "server_" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Points `configuration` at PostgreSQL on the PostgreSQL pass (schema from its data directory);
    /// leaves it on SQLite otherwise.
    public static func configure(_ configuration: inout ServerConfiguration) throws {
        guard isPostgreSQL else { return }
        configuration.database = try url()
        configuration.databaseSchema = schema(forDataDirectory: configuration.dataDirectory)
    }

    /// `sesame serve` arguments for the server on `dataDirectory` (none on the SQLite pass).
    public static func serveArguments(dataDirectory: String) throws -> [String] {
        guard isPostgreSQL else { return [] }
        return ["--database", try url(), "--database-schema", schema(forDataDirectory: dataDirectory)]
    }

    /// The environment that sends `sesame`'s embedded server to PostgreSQL, with the schema of
    /// `dataDirectory` (empty on the SQLite pass).
    public static func environment(dataDirectory: String) throws -> [String: String] {
        guard isPostgreSQL else { return [:] }
        return [
            "SESAME_DATABASE": try url(),
            "SESAME_DATABASE_SCHEMA": schema(forDataDirectory: dataDirectory),
        ]
    }

    /// Runs `body` with the store a server on `dataDirectory` used: the PostgreSQL schema on the
    /// PostgreSQL pass, else the SQLite file (which must exist).
    public static func withStore<T>(
        dataDirectory: String, _ body: (any IdentityStore) throws -> T
    ) throws -> T {
        if isPostgreSQL {
            let store = try PostgresIdentityStore(
                url: try url(),
                configuration: PostgresIdentityStore.Configuration(
                    poolSize: 1, schema: schema(forDataDirectory: dataDirectory)))
            defer { store.close() }
            return try body(store)
        }
        let path = dataDirectory + "/sesame.sqlite"
        guard FileManager.default.fileExists(atPath: path) else { throw ServerTestDatabaseError.noSQLiteFile }
        let store = try SQLiteIdentityStore(path: path)
        defer { try? store.close() }
        return try body(store)
    }
}
