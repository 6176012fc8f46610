import Foundation
import Storage
import Testing

@Suite("SQLiteIdentityStore")
struct SQLiteIdentityStoreTests {
    @Test func dataSurvivesClosingAndReopening() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("data/identity.sqlite")
        let account = AccountRecord(
            localId: "u1", email: "Alice@Example.com", createdAt: 1,
            providers: [ProviderIdentity(providerId: "google.com", rawId: "sub")])
        do {
            let store = try SQLiteIdentityStore(path: path)
            try store.createAccount(account)
            try store.insertRefreshToken(Sample.refreshToken("t1"))
            try store.insertOobCode(Sample.oobCode("c1"))
            try store.insertSigningKey(Sample.signingKey("k1", activeFrom: 0, retireAt: 10, expireAt: 20))
            try store.insertOutboxMessage(
                OutboxMessage(id: "m1", to: "a@x.com", subject: "s", body: "b", createdAt: 1))
            try store.close()
        }
        let reopened = try SQLiteIdentityStore(path: path)
        #expect(try reopened.account(email: "alice@example.com") == account)
        #expect(try reopened.refreshToken(hash: Sample.hash("t1")) == Sample.refreshToken("t1"))
        #expect(try reopened.oobCodes() == [Sample.oobCode("c1")])
        #expect(try reopened.signingKeys().map(\.kid) == ["k1"])
        #expect(try reopened.outboxMessages(pendingOnly: true, limit: 5).map(\.id) == ["m1"])
    }

    @Test func migrationsAreAppliedOnceAcrossReopen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("identity.sqlite")
        let first = try SQLiteIdentityStore(path: path)
        let versions = try first.appliedMigrationVersions()
        #expect(versions == Array(1...SQLiteIdentityStore.knownSchemaVersion))
        try first.close()
        let second = try SQLiteIdentityStore(path: path)
        #expect(try second.appliedMigrationVersions() == versions)
        let rows = try second.database.read {
            try $0.queryOne("SELECT count(*) FROM schema_migrations") { $0.int(0) }
        }
        #expect(rows == SQLiteIdentityStore.knownSchemaVersion)
    }

    @Test func writerAndReadersUseWALWithFullSync() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteIdentityStore(path: directory.file("identity.sqlite"))
        #expect(try store.database.withWriter { try $0.pragma("journal_mode") } == "wal")
        #expect(try store.database.withWriter { try $0.pragma("synchronous") } == "2")
        #expect(try store.database.withWriter { try $0.pragma("foreign_keys") } == "1")
        #expect(try store.database.read { try $0.pragma("journal_mode") } == "wal")
        #expect(try store.database.read { try $0.pragma("synchronous") } == "2")
    }

    @Test func createsPrivateDirectoriesAndFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("a/b/identity.sqlite")
        _ = try SQLiteIdentityStore(path: path)
        func mode(_ path: String) throws -> Int {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
        }
        #expect(try mode(directory.file("a")) == 0o700)
        #expect(try mode(directory.file("a/b")) == 0o700)
        #expect(try mode(path) == 0o600)
    }

    @Test func twoStoresOnOneFileBehaveLikeOne() throws {
        // Two server processes sharing a database: each has its own writer connection.
        let directory = try TemporaryDirectory()
        let path = directory.file("identity.sqlite")
        let stores = [try SQLiteIdentityStore(path: path), try SQLiteIdentityStore(path: path)]
        try stores[0].createAccount(Sample.account("owner", email: "owner@x.com"))
        try stores[0].insertRefreshToken(Sample.refreshToken("t1", localId: "owner"))
        let creations = concurrently(16) { index in
            try stores[index % 2].createAccount(Sample.account("u\(index)", email: "SAME@x.com"))
        }
        #expect(creations.count { (try? $0.get()) != nil } == 1)
        let rotations = concurrently(8) { index in
            try stores[index % 2].rotateRefreshToken(
                hash: Sample.hash("t1"), now: Sample.now, graceSeconds: 60,
                successor: Sample.successor("n\(index)"))
        }
        let outcomes = try rotations.map { try $0.get() }
        #expect(outcomes.count { if case .rotated = $0 { true } else { false } } == 1)
        #expect(outcomes.count { if case .withinGrace = $0 { true } else { false } } == 7)
        #expect(try stores[1].countAccounts() == 2)
    }

    @Test func storeErrorsDoNotRevealStoredValues() throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteIdentityStore(path: directory.file("identity.sqlite"))
        let secretEmail = "very-private-person@example.com"
        try store.createAccount(Sample.account("u1", email: secretEmail))
        let error = #expect(throws: StoreError.emailExists) {
            try store.createAccount(Sample.account("u2", email: secretEmail))
        }
        #expect(error.map { !String(describing: $0).contains("very-private") } == true)
        try store.close()
        let closed = #expect(throws: StoreError.storageFailure) { try store.account(email: secretEmail) }
        #expect(closed.map { !String(describing: $0).contains("very-private") } == true)
    }
}
