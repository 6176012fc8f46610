import Storage
import Testing

@Suite("Signing keys, rate limits, outbox (every store)")
struct OperationsConformanceTests {
    @Test(arguments: StoreKind.local)
    func currentSigningKeyIsTheNewestActiveOne(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let old = Sample.signingKey("k1", activeFrom: 0, retireAt: 200, expireAt: 300)
        let new = Sample.signingKey("k2", activeFrom: 100, retireAt: 400, expireAt: 500)
        let future = Sample.signingKey("k3", activeFrom: 350, retireAt: 700, expireAt: 800)
        for key in [future, old, new] { try store.insertSigningKey(key) }
        #expect(try store.signingKeys() == [old, new, future])
        #expect(try store.currentSigningKey(at: 50) == old)
        #expect(try store.currentSigningKey(at: 150) == new)
        #expect(try store.currentSigningKey(at: 360) == future)
        #expect(try store.currentSigningKey(at: 700) == nil)
        #expect(throws: StoreError.duplicateKey) { try store.insertSigningKey(old) }
        #expect(try store.deleteSigningKeys(expiredBefore: 300) == 1)
        #expect(try store.signingKeys().map(\.kid) == ["k2", "k3"])
    }

    @Test(arguments: StoreKind.local)
    func onlyOneOfRacingRotationsInsertsAKey(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertSigningKey(Sample.signingKey("k0", activeFrom: 0, retireAt: 1_000, expireAt: 2_000))
        let results = concurrently(6) { index in
            try store.insertSigningKey(
                Sample.signingKey(
                    "r\(index)", activeFrom: 900, retireAt: 5_000,
                    expireAt: 6_000),
                unlessOneSignsAt: 1_000)
        }
        let inserted = try results.map { try $0.get() }
        #expect(inserted.count { $0 } == 1)
        #expect(try store.signingKeys().count == 2)
        // While k0 still covers the instant, nothing is inserted.
        #expect(
            try store.insertSigningKey(
                Sample.signingKey("late", activeFrom: 0, retireAt: 1, expireAt: 1),
                unlessOneSignsAt: 500) == false)
    }

    @Test(arguments: StoreKind.local)
    func rateLimitCountsPerKeyAndWindow(_ kind: StoreKind) throws {
        let store = try kind.make().store
        #expect(try store.hitRateLimit(key: "ip:1", windowStart: 0, windowSeconds: 60, now: 1_000) == 1)
        #expect(try store.hitRateLimit(key: "ip:1", windowStart: 0, windowSeconds: 60, now: 2_000) == 2)
        #expect(try store.hitRateLimit(key: "ip:2", windowStart: 0, windowSeconds: 60, now: 2_000) == 1)
        #expect(try store.hitRateLimit(key: "ip:1", windowStart: 60_000, windowSeconds: 60, now: 61_000) == 1)
        #expect(try store.hitRateLimit(key: "ip:1", windowStart: 60_000, windowSeconds: 60, now: 62_000) == 2)
        // ip:1's first window was dropped when it ended; ip:2's is purged now.
        #expect(try store.purgeRateLimitWindows(endedBefore: 60_000) == 1)
        #expect(try store.hitRateLimit(key: "ip:2", windowStart: 60_000, windowSeconds: 60, now: 62_000) == 1)
    }

    @Test(arguments: StoreKind.local)
    func concurrentHitsAreAllCounted(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let results = concurrently(16) { _ in
            try store.hitRateLimit(key: "k", windowStart: 0, windowSeconds: 60, now: 0)
        }
        let counts = try results.map { try $0.get() }
        #expect(counts.sorted() == Array(1...16))
    }

    @Test(arguments: StoreKind.local)
    func outboxListsPendingMessagesAndMarksThemSent(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let first = OutboxMessage(id: "m1", to: "a@x.com", subject: "Reset", body: "link", createdAt: 10)
        let second = OutboxMessage(
            id: "m2", to: "b@x.com", subject: "Verify", body: "link 2", createdAt: 5, html: "<p>링크</p>",
            sender: "Acme 인증 <auth@acme.test>", replyTo: "help@acme.test")
        try store.insertOutboxMessage(first)
        try store.insertOutboxMessage(second)
        #expect(throws: StoreError.duplicateKey) { try store.insertOutboxMessage(first) }
        #expect(try store.outboxMessages(pendingOnly: true, limit: 10) == [second, first])
        #expect(try store.outboxMessages(pendingOnly: true, limit: 1) == [second])
        #expect(try store.markOutboxMessageSent(id: "m2", at: 20))
        #expect(try store.markOutboxMessageSent(id: "m2", at: 21) == false)
        #expect(try store.markOutboxMessageSent(id: "none", at: 21) == false)
        #expect(try store.outboxMessages(pendingOnly: true, limit: 10) == [first])
        var sent = second
        sent.sentAt = 20
        #expect(try store.outboxMessages(pendingOnly: false, limit: 10) == [sent, first])
    }

    @Test(arguments: StoreKind.local)
    func concurrentCreationOfOneEmailCreatesExactlyOneAccount(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let results = concurrently(16) { index in
            try store.createAccount(
                Sample.account(
                    "u\(index)",
                    email: index.isMultiple(of: 2)
                        ? "Same@x.com"
                        : "same@X.com"))
        }
        #expect(results.count { (try? $0.get()) != nil } == 1)
        for case .failure(let error) in results {
            #expect(error as? StoreError == .emailExists)
        }
        #expect(try store.countAccounts() == 1)
    }
}
