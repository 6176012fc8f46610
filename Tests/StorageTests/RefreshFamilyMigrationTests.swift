import Foundation
import Testing

@testable import Storage

/// SQLite migration 7 (`refresh_token_families`) on a file written by the schema before it: the
/// tokens stored then keep working, and what used to go through the token table's account and expiry
/// indexes (revoking an account's tokens, deleting the account, purging) reaches them through their
/// families.
@Suite("Refresh token families migration")
struct RefreshFamilyMigrationTests {
    private static let now = Sample.now
    private let now = Sample.now

    /// A file at schema version 6 with two accounts and three tokens in two families.
    private static func fileAtVersion6(_ directory: TemporaryDirectory) throws -> String {
        let path = directory.file("v6.sqlite")
        let connection = try SQLiteConnection(path: path)
        let earlier = try Migrator(SQLiteIdentityStore.migrator.migrations.filter { $0.version <= 6 })
        #expect(try earlier.migrate(connection) == [1, 2, 3, 4, 5, 6])
        for localId in ["u1", "u2"] {
            try connection.execute(
                """
                INSERT INTO accounts (local_id, tenant_key, email_verified, disabled, created_at,
                    valid_since, anonymous) VALUES (?1, '', 0, 0, 1, 0, 0)
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
                    created_at, absolute_expiry) VALUES (?1, ?2, ?3, 'password', ?4, ?4, ?5)
                """, [Sample.hash(row.token), row.family, row.localId, now, row.expiry])
        }
        try connection.close()
        return path
    }

    @Test func tokensStoredBeforeTheMigrationAreExchangedAndRevokedThroughTheirFamilies() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteIdentityStore(path: try Self.fileAtVersion6(directory))
        defer { try? store.close() }
        #expect(try store.appliedMigrationVersions().last == SQLiteIdentityStore.knownSchemaVersion)
        let families = try store.database.read { connection in
            try connection.query(
                "SELECT family_id, local_id, absolute_expiry FROM refresh_token_families ORDER BY 1"
            ) { "\($0.string(0))/\($0.string(1))/\($0.int64(2))" }
        }
        #expect(families == ["fa/u1/\(now + 86_400_000)", "fb/u2/\(now + 1_000)"])

        // A migrated token rotates; its successor joins the migrated family.
        let exchange = try await store.exchangeRefreshToken(
            hash: Sample.hash("a2"), now: now + 10, graceSeconds: 0, successor: Sample.successor("a3"))
        guard case .rotated(let record, let account) = exchange else {
            Issue.record("expected a rotation, got \(exchange)")
            return
        }
        #expect(record.familyId == "fa" && account.localId == "u1")

        // Revoking u1's tokens reaches the migrated ones and the successor, and not u2's.
        #expect(try store.revokeAllRefreshTokens(localId: "u1", now: now + 20) == 3)
        #expect(try store.refreshToken(hash: Sample.hash("a3"))?.revokedAt == now + 20)
        #expect(try store.refreshToken(hash: Sample.hash("b1"))?.revokedAt == nil)

        // Purging removes the expired family with its token; deleting u1 removes its family and tokens.
        #expect(try store.purgeRefreshTokens(expiredBefore: now + 1_000) == 1)
        #expect(try store.refreshToken(hash: Sample.hash("b1")) == nil)
        #expect(try store.deleteAccount(localId: "u1"))
        #expect(try store.refreshToken(hash: Sample.hash("a1")) == nil)
        let remaining = try store.database.read { connection in
            try connection.query("SELECT count(*) FROM refresh_token_families") { $0.int(0) }
        }
        #expect(remaining == [0])
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
