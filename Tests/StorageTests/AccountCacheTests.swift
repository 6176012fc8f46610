import Foundation
import Storage
import Synchronization
import Testing

/// The cache's rules on a clock the test moves: entries served while the change feed confirms it is
/// current and for at most the staleness bound after that, reads poisoned by changes under way.
@Suite("Account cache: bounded staleness and poisoned reads")
struct AccountCacheTests {
    /// A monotonic clock in nanoseconds that only the test moves.
    final class TestClock: Sendable {
        private let time = Atomic<UInt64>(1_000_000_000)
        var now: UInt64 { time.load(ordering: .relaxed) }
        func advance(milliseconds: UInt64) { time.add(milliseconds * 1_000_000, ordering: .relaxed) }
    }

    private let clock = TestClock()
    private let account = Sample.account()

    private func makeCache(capacity: Int = 100) -> AccountCache {
        let clock = self.clock
        return AccountCache(
            configuration: .init(capacity: capacity, stalenessBoundNanoseconds: 500_000_000),
            clock: { clock.now })
    }

    private func read(_ cache: AccountCache, _ account: AccountRecord?, localId: String = "u1") {
        cache.finishRead(cache.beginRead(), localId: localId, account: account)
    }

    @Test func withoutConfirmationsAnEntryLastsTheBoundFromItsRead() {
        let cache = makeCache()
        #expect(cache.account(localId: "u1") == nil)
        read(cache, account)
        #expect(cache.account(localId: "u1") == account)
        clock.advance(milliseconds: 500)
        #expect(cache.account(localId: "u1") == account)
        clock.advance(milliseconds: 1)
        #expect(cache.account(localId: "u1") == nil)
        // The expired entry is gone, not revived by a later confirmation.
        cache.markCoherent(asOf: clock.now)
        #expect(cache.account(localId: "u1") == nil)
        #expect(cache.counts == .init(hits: 2, misses: 3, invalidations: 0, flushes: 0, entries: 0))
    }

    @Test func confirmationsKeepEntriesAndTheirEndStartsTheBound() {
        let cache = makeCache()
        read(cache, account)
        for _ in 0..<10 {
            clock.advance(milliseconds: 400)
            cache.markCoherent(asOf: clock.now - 100_000_000)
            #expect(cache.account(localId: "u1") == account)
        }
        // The feed stops confirming: 500 ms after the last confirmed instant the entry is refused.
        let lastConfirmed = clock.now - 100_000_000
        clock.advance(milliseconds: 400)
        #expect(cache.account(localId: "u1") == account)
        clock.advance(milliseconds: 1)
        #expect(clock.now - lastConfirmed > 500_000_000)
        #expect(cache.account(localId: "u1") == nil)
    }

    @Test func aConfirmationOlderThanTheReadDoesNotShortenIt() {
        let cache = makeCache()
        cache.markCoherent(asOf: clock.now)
        clock.advance(milliseconds: 300)
        read(cache, account)
        cache.markCoherent(asOf: clock.now - 200_000_000)
        clock.advance(milliseconds: 450)
        #expect(cache.account(localId: "u1") == account)
    }

    @Test func invalidationRemovesOnlyItsAccount() {
        let cache = makeCache()
        read(cache, account)
        read(cache, Sample.account("u2", email: "bob@example.com"), localId: "u2")
        cache.invalidate(localId: "u1")
        #expect(cache.account(localId: "u1") == nil)
        #expect(cache.account(localId: "u2")?.localId == "u2")
        cache.invalidateAll()
        #expect(cache.account(localId: "u2") == nil)
        #expect(cache.counts.invalidations == 1)
        #expect(cache.counts.flushes == 1)
    }

    @Test func aChangeDuringAReadPoisonsThatReadOnly() {
        let cache = makeCache()
        let stale = cache.beginRead()
        let other = cache.beginRead()
        cache.invalidate(localId: "u1")
        cache.finishRead(stale, localId: "u1", account: account)
        cache.finishRead(other, localId: "u2", account: Sample.account("u2", email: nil))
        #expect(cache.account(localId: "u1") == nil)
        #expect(cache.account(localId: "u2")?.localId == "u2")
        // A read that starts after the change is kept.
        read(cache, account)
        #expect(cache.account(localId: "u1") == account)
    }

    @Test func aFlushDuringAReadPoisonsEveryReadUnderWay() {
        let cache = makeCache()
        let first = cache.beginRead()
        let second = cache.beginRead()
        cache.invalidateAll()
        cache.finishRead(first, localId: "u1", account: account)
        cache.finishRead(second, localId: "u2", account: Sample.account("u2", email: nil))
        #expect(cache.account(localId: "u1") == nil)
        #expect(cache.account(localId: "u2") == nil)
    }

    @Test func anInvalidationOfAnAccountReadEarlierDoesNotPoisonALaterReadOfIt() {
        let cache = makeCache()
        let early = cache.beginRead()
        cache.invalidate(localId: "u1")
        let late = cache.beginRead()
        cache.finishRead(early, localId: "u1", account: account)
        cache.finishRead(late, localId: "u1", account: account)
        #expect(cache.account(localId: "u1") == account)
    }

    @Test func missingAccountsAreNotCachedAndTheCapacityHolds() {
        let cache = makeCache(capacity: 3)
        read(cache, nil)
        #expect(cache.account(localId: "u1") == nil)
        for index in 0..<10 {
            read(cache, Sample.account("a\(index)", email: nil), localId: "a\(index)")
        }
        #expect(cache.counts.entries == 3)
        #expect(cache.account(localId: "a9")?.localId == "a9")
    }
}
