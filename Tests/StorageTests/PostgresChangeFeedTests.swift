import Foundation
import PostgresStorage
import Storage
import Synchronization
import Testing

/// Two instances on one schema: a writer, and a reader whose account cache follows the schema's
/// change feed. Each check of a change waits the cache's staleness bound once and then reads once:
/// by then the reader must answer with the change whatever the feed did (a correctness property; the
/// wait is the bound, not a guess at how fast notices travel).
@Suite(
    "PostgreSQL change feed and account cache",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresChangeFeedTests {
    /// The staleness bound plus a margin for the clock's granularity.
    private let bound: TimeInterval = 0.5 + 0.05

    /// A reader instance: store, cache, a feed whose reconnections the test can refuse, and the keys
    /// notices it heard.
    private struct Reader {
        let base: PostgresIdentityStore
        let store: CachingIdentityStore
        let feed: PostgresChangeFeed
        let reconnects: Shared
        let keyNotices: Shared
    }

    /// A number several threads read and write.
    final class Shared: Sendable {
        let atomic: Atomic<Int>
        init(_ value: Int) { atomic = Atomic(value) }
        var value: Int { atomic.load(ordering: .relaxed) }
        func set(_ value: Int) { atomic.store(value, ordering: .relaxed) }
    }

    private func reader(schema: String) throws -> Reader {
        let base = try PostgresTestDatabase.makeStore(schema: schema)
        let store = CachingIdentityStore(base: base)
        let allowed = Shared(1)
        let keyNotices = Shared(0)
        store.observeSigningKeyChanges { keyNotices.atomic.add(1, ordering: .relaxed) }
        let pool = base.database.pool
        let feed = PostgresChangeFeed(
            connect: {
                guard allowed.value == 1 else {
                    throw PostgresError(.connectionFailed, detail: "refused by the test")
                }
                return try pool.dedicatedConnection(overriding: ["application_name": "feed-test"])
            },
            deliver: { [weak store] in store?.apply($0) },
            coherent: { [weak store] in store?.cache.markCoherent(asOf: $0) })
        feed.start()
        try eventually("the feed's first heartbeat") { feed.counts.heartbeats >= 1 }
        return Reader(base: base, store: store, feed: feed, reconnects: allowed, keyNotices: keyNotices)
    }

    private func afterTheBound() {
        Thread.sleep(forTimeInterval: bound)
    }

    @Test func everyChangeOfAnotherInstanceOrClientReachesTheCache() throws {
        let schema = PostgresTestDatabase.freshSchema()
        let writer = try PostgresTestDatabase.makeStore(schema: schema)
        let reader = try reader(schema: schema)
        defer { reader.feed.stop() }
        try writer.createAccount(Sample.account())
        #expect(try reader.store.account(localId: "u1")?.disabled == false)
        #expect(try reader.store.account(localId: "u1")?.disabled == false)
        #expect(reader.store.cache.counts.hits == 1)

        try writer.updateAccount(localId: "u1") { $0.disabled = true }
        afterTheBound()
        #expect(try reader.store.account(localId: "u1")?.disabled == true)

        try writer.updateAccount(localId: "u1") { $0.validSince = 1_900_000_000 }
        afterTheBound()
        #expect(try reader.store.account(localId: "u1")?.validSince == 1_900_000_000)

        try writer.linkProvider(
            localId: "u1",
            ProviderIdentity(providerId: "google.com", rawId: "g-1", email: "alice@example.com"))
        afterTheBound()
        #expect(try reader.store.account(localId: "u1")?.providers.map(\.providerId) == ["google.com"])

        // A client that is not Sesame: plain SQL.
        _ = try writer.database.transaction(.readCommitted) { connection in
            try connection.execute("UPDATE accounts SET display_name = 'Set by SQL' WHERE local_id = 'u1'")
        }
        afterTheBound()
        #expect(try reader.store.account(localId: "u1")?.displayName == "Set by SQL")

        try writer.deleteAccount(localId: "u1")
        afterTheBound()
        #expect(try reader.store.account(localId: "u1") == nil)
        // The notices arrived on the feed (not only by entries expiring).
        #expect(reader.feed.counts.notices >= 5)
        #expect(reader.store.cache.counts.invalidations >= 5)
    }

    @Test func bulkChangesFlushTheCacheAndKeyChangesAreAnnounced() throws {
        let schema = PostgresTestDatabase.freshSchema()
        let writer = try PostgresTestDatabase.makeStore(schema: schema)
        let reader = try reader(schema: schema)
        defer { reader.feed.stop() }
        for index in 0..<101 {
            try writer.createAccount(Sample.account("a\(index)", email: nil, tenantId: "t"))
        }
        #expect(try reader.store.account(localId: "a7")?.tenantId == "t")
        let flushes = reader.store.cache.counts.flushes
        try writer.deleteAllAccounts(tenantId: "t")
        try eventually("the flush of a 101-account delete") { reader.store.cache.counts.flushes > flushes }
        #expect(try reader.store.account(localId: "a7") == nil)

        let notices = reader.keyNotices.value
        try writer.insertSigningKey(
            Sample.signingKey("k1", activeFrom: 0, retireAt: 1_000, expireAt: 2_000))
        try eventually("the signing-key notice") { reader.keyNotices.value > notices }
    }

    @Test func aLostFeedFallsBackToTheBoundAndFlushesWhenItIsBack() throws {
        let schema = PostgresTestDatabase.freshSchema()
        let writer = try PostgresTestDatabase.makeStore(schema: schema)
        let reader = try reader(schema: schema)
        defer { reader.feed.stop() }
        try writer.createAccount(Sample.account("u1"))
        try writer.createAccount(Sample.account("u2", email: "bob@example.com"))
        #expect(try reader.store.account(localId: "u1")?.disabled == false)
        #expect(try reader.store.account(localId: "u2")?.disabled == false)

        // The feed's connection is killed and may not come back.
        reader.reconnects.set(0)
        let backend = try #require(reader.feed.backendPID)
        let killed = try writer.database.transaction(.readCommitted) { connection in
            try connection.queryOne("SELECT pg_terminate_backend($1::integer)", [Int64(backend)]) {
                try $0.bool(0)
            }
        }
        #expect(killed == true)
        try eventually("the feed noticing its lost connection") { reader.feed.backendPID == nil }
        try writer.updateAccount(localId: "u1") { $0.disabled = true }
        try writer.updateAccount(localId: "u2") { $0.disabled = true }
        afterTheBound()
        // No notice arrived, yet the bound holds: u1 is read again.
        #expect(reader.feed.counts.connections == 1)
        #expect(try reader.store.account(localId: "u1")?.disabled == true)

        // Back: the feed flushes before confirming again, so u2's old entry (not read since) is not
        // revived by the new confirmations.
        let flushes = reader.store.cache.counts.flushes
        reader.reconnects.set(1)
        let heartbeats = reader.feed.counts.heartbeats
        try eventually("the feed back with a new heartbeat") {
            reader.feed.counts.connections == 2 && reader.feed.counts.heartbeats > heartbeats
        }
        #expect(reader.store.cache.counts.flushes > flushes)
        #expect(try reader.store.account(localId: "u2")?.disabled == true)
    }
}
