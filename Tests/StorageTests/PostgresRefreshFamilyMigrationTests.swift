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
            for localId in MigratedFamilyChecks.accounts {
                try connection.execute(
                    """
                    INSERT INTO accounts (local_id, tenant_key, email_verified, disabled, created_at,
                        valid_since, anonymous) VALUES ($1, '', false, false, 1, 0, false)
                    """, [localId])
            }
            for row in MigratedFamilyChecks.tokens {
                try connection.execute(
                    """
                    INSERT INTO refresh_tokens (token_hash, family_id, local_id, sign_in_provider, auth_time,
                        created_at, absolute_expiry) VALUES ($1, $2, $3, 'password', $4, $4, $5)
                    """, [Sample.hash(row.token), row.family, row.localId, Sample.now, row.expiry])
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
