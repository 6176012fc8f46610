import Foundation
import Storage
import Testing

@testable import PostgresStorage

/// PostgreSQL migration 8 (`refresh_token_families`) on a schema written by the migrations before it:
/// the tokens stored then rotate, and revoking, purging and deleting the account reach them through
/// their families.
@Suite(
    "PostgreSQL refresh token families migration",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresRefreshFamilyMigrationTests {
    private let now = Sample.now

    /// A fresh schema at version 7 with two accounts and three tokens in two families.
    private func schemaAtVersion7() throws -> String {
        let schema = PostgresTestDatabase.freshSchema()
        let pool = try PostgresConnectionPool(
            url: PostgresTestDatabase.url ?? "", size: 1, settings: ["options": "-c search_path=\(schema)"])
        defer { pool.close() }
        let database = PostgresDatabase(pool: pool, maxAttempts: 3)
        let earlier = try PostgresMigrator(PostgresIdentityStore.migrations.filter { $0.version <= 7 })
        #expect(try earlier.migrate(database, schema: schema) == [1, 2, 3, 4, 5, 6, 7])
        try database.transaction(.readCommitted) { connection in
            for localId in ["u1", "u2"] {
                try connection.execute(
                    """
                    INSERT INTO accounts (local_id, tenant_key, email_verified, disabled, created_at,
                        valid_since, anonymous) VALUES ($1, '', false, false, 1, 0, false)
                    """, [localId])
            }
            let rows: [(token: String, family: String, localId: String, expiry: Int64)] = [
                ("a1", "fa", "u1", now + 86_400_000), ("a2", "fa", "u1", now + 86_400_000),
                ("b1", "fb", "u2", now + 1_000),
            ]
            for row in rows {
                try connection.execute(
                    """
                    INSERT INTO refresh_tokens (token_hash, family_id, local_id, sign_in_provider, auth_time,
                        created_at, absolute_expiry) VALUES ($1, $2, $3, 'password', $4, $4, $5)
                    """, [Sample.hash(row.token), row.family, row.localId, now, row.expiry])
            }
        }
        return schema
    }

    @Test func tokensStoredBeforeTheMigrationAreExchangedAndRevokedThroughTheirFamilies() async throws {
        let store = try PostgresTestDatabase.makeStore(schema: try schemaAtVersion7())
        defer { store.close() }
        #expect(try store.appliedMigrationVersions().last == PostgresIdentityStore.knownSchemaVersion)
        try await MigratedFamilyChecks.check(store)
    }
}
