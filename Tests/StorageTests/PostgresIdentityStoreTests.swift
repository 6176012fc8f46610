import Foundation
import PostgresStorage
import Storage
import Testing

@Suite(
    "PostgreSQL store specifics",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresIdentityStoreTests {
    @Test func severalProcessesOpeningAtOnceApplyEachMigrationExactlyOnce() throws {
        let schema = PostgresTestDatabase.freshSchema()
        let results = concurrently(8) { _ in
            try PostgresTestDatabase.makeStore(schema: schema, configuration: .init(poolSize: 1))
        }
        let stores = try results.map { try $0.get() }
        let counts = try stores[0].database.transaction(.readOnlySnapshot) { connection in
            try connection.query(
                "SELECT version, count(*) FROM schema_migrations GROUP BY version ORDER BY 1"
            ) {
                [try $0.int(0), try $0.int(1)]
            }
        }
        #expect(counts == (1...PostgresIdentityStore.knownSchemaVersion).map { [$0, 1] })
        #expect(try stores[7].appliedMigrationVersions() == Array(1...PostgresIdentityStore.knownSchemaVersion))
        // A store opened later on the same schema sees the same data.
        try stores[0].createAccount(Sample.account("u1"))
        #expect(try stores[5].account(email: "ALICE@example.com")?.localId == "u1")
    }

    /// A NULL or malformed value fails the call that read it, with a `StoreError`, instead of the process.
    @Test func aNullOrMalformedColumnFailsTheCallNotTheProcess() throws {
        let store = try PostgresTestDatabase.makeStore()
        let decoded = try store.database.transaction(.readOnlySnapshot) { connection in
            #expect(throws: StoreError.self) {
                try connection.query("SELECT NULL::text") { try $0.string(0) }
            }
            #expect(throws: StoreError.self) {
                try connection.query("SELECT NULL::bigint") { try $0.int64(0) }
            }
            #expect(throws: StoreError.self) { try connection.query("SELECT 'x'::text") { try $0.int64(0) } }
            #expect(throws: StoreError.self) { try connection.query("SELECT 'zz'::text") { try $0.data(0) } }
            #expect(throws: StoreError.self) { try connection.query("SELECT NULL::bytea") { try $0.data(0) } }
            return try connection.query("SELECT '\\x0a0b'::bytea") { try $0.data(0) }
        }
        #expect(decoded == [Data([10, 11])])
    }

    @Test func aTerminatedConnectionIsReplacedAndTheOperationRetried() throws {
        let store = try PostgresTestDatabase.makeStore(configuration: .init(poolSize: 1))
        try store.createAccount(Sample.account("u1"))
        let killer = try PostgresTestDatabase.makeStore()
        let victim = try PostgresTestDatabase.makeStore(
            configuration: .init(poolSize: 1, applicationName: "sesame-victim"))
        #expect(try victim.countAccounts() == 0)
        let killed = try killer.database.transaction(.readCommitted) { connection in
            try connection.query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
                ["sesame-victim"]
            ) { try $0.bool(0) }
        }
        #expect(killed == [true])
        // The pooled connection is dead; the next operation reconnects and succeeds.
        try victim.createAccount(Sample.account("v1", email: "v@x.com"))
        #expect(try victim.account(localId: "v1")?.email == "v@x.com")
    }

    @Test func errorsNameTheConstraintButNeverTheValues() throws {
        let store = try PostgresTestDatabase.makeStore()
        let secret = "secret-\(UUID().uuidString.lowercased())"
        let failure = #expect(throws: PostgresError.self) {
            try store.database.transaction(.readCommitted) { connection in
                try connection.execute("SELECT $1::bigint", [secret])
            }
        }
        #expect(failure?.sqlState == "22P02")
        #expect(failure.map { !String(describing: $0).contains(secret) } == true)
        try store.createAccount(Sample.account("u1", email: "\(secret)@x.com"))
        let duplicate = #expect(throws: PostgresError.self) {
            try store.database.transaction(.readCommitted) { connection in
                try connection.execute(
                    """
                    INSERT INTO accounts (local_id, tenant_key, email_normalized, email_verified, disabled,
                        created_at, valid_since, anonymous) VALUES ($1, '', $2, false, false, 0, 0, false)
                    """, ["u2", "\(secret)@x.com"])
            }
        }
        #expect(duplicate?.constraint == "accounts_email_unique")
        #expect(duplicate.map { !String(describing: $0).contains(secret) } == true)
    }

    @Test func bytesRoundTripExactly() throws {
        let store = try PostgresTestDatabase.makeStore()
        try store.createAccount(Sample.account())
        let hash = Data((0...255).map { UInt8($0) } + [0, 0])
        var token = Sample.refreshToken("x")
        token.tokenHash = hash
        token.successorSealed = Data()
        try store.insertRefreshToken(token)
        #expect(try store.refreshToken(hash: hash) == token)
    }

    @Test func unusableSchemaNamesAreRefusedBeforeConnecting() {
        #expect(throws: StoreError.storageFailure) {
            try PostgresTestDatabase.makeStore(schema: "x\"; DROP TABLE accounts; --")
        }
    }

    @Test func anUnreachableServerFailsAsUnavailable() {
        // Port 1 on loopback: nothing listens there, so connecting fails at once (and is retried
        // for the configured time).
        #expect(throws: StoreError.unavailable) {
            try PostgresIdentityStore(
                url: "postgres://nobody@127.0.0.1:1/none",
                configuration: .init(maxAttempts: 2, unavailableAfterSeconds: 0.3))
        }
    }
}
