import Foundation
import Testing

@testable import Storage

/// SQLite migration 7 (`refresh_token_families`) on a file written by the schema before it: the
/// tokens stored then keep working, and what used to go through the token table's account and expiry
/// indexes (revoking an account's tokens, deleting the account, purging) reaches them through their
/// families.
@Suite("Refresh token families migration")
struct RefreshFamilyMigrationTests {
    /// A file at schema version 6 with two accounts and three tokens in two families.
    private static func fileAtVersion6(_ directory: TemporaryDirectory) throws -> String {
        let path = directory.file("v6.sqlite")
        let connection = try SQLiteConnection(path: path)
        let earlier = try Migrator(SQLiteIdentityStore.migrator.migrations.filter { $0.version <= 6 })
        #expect(try earlier.migrate(connection) == [1, 2, 3, 4, 5, 6])
        for localId in MigratedFamilyChecks.accounts {
            try connection.execute(
                """
                INSERT INTO accounts (local_id, tenant_key, email_verified, disabled, created_at,
                    valid_since, anonymous) VALUES (?1, '', 0, 0, 1, 0, 0)
                """, [localId])
        }
        for row in MigratedFamilyChecks.tokens {
            try connection.execute(
                """
                INSERT INTO refresh_tokens (token_hash, family_id, local_id, sign_in_provider, auth_time,
                    created_at, absolute_expiry) VALUES (?1, ?2, ?3, 'password', ?4, ?4, ?5)
                """, [Sample.hash(row.token), row.family, row.localId, Sample.now, row.expiry])
        }
        try connection.close()
        return path
    }

    @Test func tokensStoredBeforeTheMigrationAreExchangedAndRevokedThroughTheirFamilies() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteIdentityStore(path: try Self.fileAtVersion6(directory))
        defer { try? store.close() }
        #expect(try store.appliedMigrationVersions().last == SQLiteIdentityStore.knownSchemaVersion)
        try await MigratedFamilyChecks.check(store)
    }

    @Test func aFamilyBelongsToOneAccount() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteIdentityStore(path: directory.file("f.sqlite"))
        defer { try? store.close() }
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("u2", email: "bob@example.com"))
        try store.insertRefreshToken(Sample.refreshToken("t1", localId: "u1", familyId: "f"))
        #expect(throws: StoreError.duplicateKey) {
            try store.insertRefreshToken(Sample.refreshToken("t2", localId: "u2", familyId: "f"))
        }
        #expect(throws: StoreError.accountNotFound) {
            try store.insertRefreshToken(Sample.refreshToken("t3", localId: "nobody", familyId: "f"))
        }
        #expect(try store.refreshToken(hash: Sample.hash("t2")) == nil)
    }
}
