import Foundation
import Storage
import Synchronization
import Testing

/// Group commit of exchanges: batches form from what arrives during one, a failing batch is retried
/// member by member, an unavailable database fails its batch, a closed batcher refuses; and on SQLite
/// a batch is durable.
@Suite("Refresh exchanges group-committed")
struct RefreshExchangeBatcherTests {
    private func request(_ name: String) -> RefreshExchangeRequest {
        RefreshExchangeRequest(
            hash: Sample.hash(name), now: Sample.now, graceSeconds: 30, successor: Sample.successor(name))
    }

    /// Records every batch `commit` received; answers `.refused(.notFound)` for each request, throws
    /// `failure` for batches containing `poisoned`, and blocks the first batch until `release` is signalled.
    final class FakeStore: Sendable {
        let batches = Mutex<[[String]]>([])
        let release = DispatchSemaphore(value: 0)
        let poisoned: String?
        let failure: StoreError

        init(poisoned: String? = nil, failure: StoreError = .storageFailure) {
            self.poisoned = poisoned
            self.failure = failure
        }

        func commit(_ requests: [RefreshExchangeRequest]) throws -> [RefreshExchange] {
            let names = requests.map { String(decoding: $0.hash, as: UTF8.self) }
            let first = batches.withLock { batches in
                batches.append(names)
                return batches.count == 1
            }
            if first { release.wait() }
            if let poisoned, names.contains(poisoned) { throw failure }
            return requests.map { _ in .refused(.notFound) }
        }
    }

    private func attempt(_ batcher: RefreshExchangeBatcher, _ name: String) async
        -> Result<RefreshExchange, any Error>
    {
        do {
            return .success(try await batcher.exchange(request(name)))
        } catch {
            return .failure(error)
        }
    }

    /// Exchanges the first name alone (its batch blocks), then the rest while it waits. The first batch
    /// is released on every path: a hang guard that fires must fail the test, not leave the group
    /// waiting for members queued behind a batch that never ends.
    private func exchangeAll(_ batcher: RefreshExchangeBatcher, _ store: FakeStore, _ names: [String])
        async throws -> [String: Result<RefreshExchange, any Error>]
    {
        try await withThrowingTaskGroup(of: (String, Result<RefreshExchange, any Error>).self) { group in
            group.addTask { (names[0], await attempt(batcher, names[0])) }
            do {
                try await eventually(within: .seconds(120), "the first batch under way") {
                    store.batches.withLock { $0.count } == 1
                }
                for name in names.dropFirst() {
                    group.addTask { (name, await attempt(batcher, name)) }
                }
                try await eventually(within: .seconds(120), "the rest queued") {
                    batcher.waitingCount == names.count - 1
                }
            } catch {
                store.release.signal()
                throw error
            }
            store.release.signal()
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
    }

    @Test func exchangesArrivingDuringABatchShareTheNext() async throws {
        let store = FakeStore()
        let batcher = RefreshExchangeBatcher(name: "test", maximumBatchSize: 3) { try store.commit($0) }
        let outcomes = try await exchangeAll(batcher, store, ["a", "b", "c", "d", "e", "f"])
        #expect(outcomes.count == 6)
        #expect(outcomes.values.allSatisfy { (try? $0.get()) == .refused(.notFound) })
        let batches = store.batches.withLock { $0 }
        #expect(batches.map(\.count) == [1, 3, 2])
        #expect(Set(batches.flatMap { $0 }) == ["a", "b", "c", "d", "e", "f"])
        #expect(batcher.counts == (3, 6))
    }

    @Test func aFailingBatchIsRetriedMemberByMemberSoOnlyTheFailingOneFails() async throws {
        let store = FakeStore(poisoned: "c")
        let batcher = RefreshExchangeBatcher(name: "test") { try store.commit($0) }
        let outcomes = try await exchangeAll(batcher, store, ["a", "b", "c", "d"])
        for name in ["a", "b", "d"] { #expect((try? outcomes[name]?.get()) == .refused(.notFound)) }
        #expect(throws: StoreError.storageFailure) { try outcomes["c"]?.get() }
        // The first batch (a), the failed batch (b, c, d in the order they queued), then each of them
        // alone in that order.
        let batches = store.batches.withLock { $0 }
        #expect(batches.count == 5)
        #expect(batches.first == ["a"])
        if batches.count == 5 {
            #expect(Set(batches[1]) == ["b", "c", "d"] && batches[1].count == 3)
            #expect(Array(batches[2...]) == batches[1].map { [$0] })
        }
    }

    @Test func anUnavailableDatabaseFailsTheWholeBatchWithoutRetries() async throws {
        let store = FakeStore(poisoned: "c", failure: .unavailable)
        let batcher = RefreshExchangeBatcher(name: "test") { try store.commit($0) }
        let outcomes = try await exchangeAll(batcher, store, ["a", "b", "c"])
        #expect((try? outcomes["a"]?.get()) == .refused(.notFound))
        for name in ["b", "c"] { #expect(throws: StoreError.unavailable) { try outcomes[name]?.get() } }
        let batches = store.batches.withLock { $0 }
        #expect(batches.count == 2 && batches.first == ["a"])
        #expect(batches.dropFirst().map(Set.init) == [["b", "c"]])
    }

    @Test func aClosedBatcherRefuses() async throws {
        let batcher = RefreshExchangeBatcher(name: "test") { _ in [] }
        batcher.close()
        await #expect(throws: StoreError.unavailable) { try await batcher.exchange(request("a")) }
    }

    @Test func concurrentExchangesOnSQLiteAreBatchedAndDurableAcrossReopening() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("identity.sqlite")
        let store = try SQLiteIdentityStore(path: path)
        let count = 40
        for index in 0..<count {
            try store.createAccount(Sample.account("u\(index)", email: "user\(index)@example.com"))
            try store.insertRefreshToken(
                Sample.refreshToken("a\(index)", localId: "u\(index)", familyId: "f\(index)"))
        }
        let rotated = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<count {
                group.addTask {
                    let result = try await store.exchangeRefreshToken(
                        hash: Sample.hash("a\(index)"), now: Sample.now + 1, graceSeconds: 30,
                        successor: Sample.successor("b\(index)"))
                    if case .rotated = result { return true }
                    return false
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(rotated == count)
        #expect(store.exchangeBatchCounts.members == count)
        try store.close()
        let reopened = try SQLiteIdentityStore(path: path)
        for index in 0..<count {
            #expect(try reopened.refreshToken(hash: Sample.hash("b\(index)"))?.familyId == "f\(index)")
            #expect(try reopened.refreshToken(hash: Sample.hash("a\(index)"))?.spentAt == Sample.now + 1)
            #expect(try reopened.account(localId: "u\(index)")?.lastRefreshAt == Sample.now + 1)
        }
        try reopened.close()
    }
}
