import Foundation
import Storage
import Testing

@Suite("Refresh-token exchanges: rotation and account touch in one transaction (every store)")
struct RefreshExchangeConformanceTests {
    private let now = Sample.now

    private func storeWithToken(_ kind: StoreKind) throws -> StoreFixture {
        let fixture = try kind.make()
        try fixture.store.createAccount(Sample.account())
        try fixture.store.insertRefreshToken(Sample.refreshToken("t1"))
        return fixture
    }

    private func exchange(
        _ store: any IdentityStore, _ token: String, at instant: Int64, successor: String
    ) async throws -> RefreshExchange {
        try await store.exchangeRefreshToken(
            hash: Sample.hash(token), now: instant, graceSeconds: 30, successor: Sample.successor(successor))
    }

    @Test(arguments: StoreKind.local)
    func exchangeRotatesLiveTokenAndStampsAccount(_ kind: StoreKind) async throws {
        let store = try storeWithToken(kind).store
        let result = try await exchange(store, "t1", at: now + 1_000, successor: "t2")
        var expectedToken = Sample.refreshToken("t2")
        expectedToken.createdAt = now + 1_000
        var expectedAccount = Sample.account()
        expectedAccount.lastRefreshAt = now + 1_000
        #expect(result == .rotated(expectedToken, account: expectedAccount))
        #expect(try store.refreshToken(hash: Sample.hash("t2")) == expectedToken)
        let spent = try #require(try store.refreshToken(hash: Sample.hash("t1")))
        #expect(spent.spentAt == now + 1_000)
        #expect(spent.successorSealed == Sample.successor("t2").sealed)
        #expect(try store.account(localId: "u1") == expectedAccount)
    }

    @Test(arguments: StoreKind.local)
    func exchangeWithinGraceReturnsSpentToken(_ kind: StoreKind) async throws {
        let store = try storeWithToken(kind).store
        _ = try await exchange(store, "t1", at: now, successor: "t2")
        let replay = try await exchange(store, "t1", at: now + 29_999, successor: "t3")
        guard case .withinGrace(let spent, let account) = replay else {
            Issue.record("expected withinGrace, got \(replay)")
            return
        }
        #expect(spent.successorSealed == Sample.successor("t2").sealed)
        #expect(account.lastRefreshAt == now + 29_999)
        #expect(try store.account(localId: "u1")?.lastRefreshAt == now + 29_999)
        #expect(try store.refreshToken(hash: Sample.hash("t3")) == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t2"))?.revokedAt == nil)
    }

    @Test(arguments: StoreKind.local)
    func exchangeAfterGraceRevokesTheFamily(_ kind: StoreKind) async throws {
        let store = try storeWithToken(kind).store
        try store.insertRefreshToken(Sample.refreshToken("other", familyId: "f2"))
        _ = try await exchange(store, "t1", at: now, successor: "t2")
        #expect(
            try await exchange(store, "t1", at: now + 30_000, successor: "t3")
                == .refused(.reused(familyId: "f1")))
        #expect(try store.refreshToken(hash: Sample.hash("t2"))?.revokedAt == now + 30_000)
        #expect(try store.refreshToken(hash: Sample.hash("t3")) == nil)
        #expect(try await exchange(store, "t2", at: now + 31_000, successor: "t4") == .refused(.revoked))
        #expect(try store.refreshToken(hash: Sample.hash("other"))?.revokedAt == nil)
    }

    @Test(arguments: StoreKind.local)
    func exchangeRefusesUnknownExpiredRevoked(_ kind: StoreKind) async throws {
        let store = try storeWithToken(kind).store
        #expect(try await exchange(store, "nope", at: now, successor: "n1") == .refused(.notFound))
        try store.insertRefreshToken(Sample.refreshToken("old", familyId: "f3", absoluteExpiry: now + 10))
        #expect(try await exchange(store, "old", at: now + 10, successor: "n2") == .refused(.expired))
        try store.revokeAllRefreshTokens(localId: "u1", now: now)
        #expect(try await exchange(store, "t1", at: now + 1, successor: "n3") == .refused(.revoked))
        #expect(try store.account(localId: "u1")?.lastRefreshAt == nil)
        #expect(try store.refreshToken(hash: Sample.hash("n1")) == nil)
    }

    @Test(arguments: StoreKind.local)
    func disabledAccountsTokenIsNotExchanged(_ kind: StoreKind) async throws {
        let store = try storeWithToken(kind).store
        try store.updateAccount(localId: "u1") { $0.disabled = true }
        #expect(try await exchange(store, "t1", at: now + 1_000, successor: "t2") == .accountDisabled)
        #expect(try store.refreshToken(hash: Sample.hash("t1"))?.spentAt == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t2")) == nil)
        #expect(try store.account(localId: "u1")?.lastRefreshAt == nil)
    }

    @Test(arguments: StoreKind.local)
    func concurrentExchangesAllCommitCorrectly(_ kind: StoreKind) async throws {
        let store = try kind.make().store
        for index in 0..<24 {
            try store.createAccount(Sample.account("u\(index)", email: "user\(index)@example.com"))
            try store.insertRefreshToken(
                Sample.refreshToken("a\(index)", localId: "u\(index)", familyId: "fa\(index)"))
        }
        let results = try await withThrowingTaskGroup(of: (Int, RefreshExchange).self) { group in
            for index in 0..<24 {
                group.addTask {
                    (index, try await exchange(store, "a\(index)", at: now + 5, successor: "b\(index)"))
                }
                // Six more callers present the same token as account 0's first exchange.
                if index < 6 {
                    group.addTask {
                        (-1, try await exchange(store, "a0", at: now + 5, successor: "c\(index)"))
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let sameToken = results.filter { $0.0 == -1 || $0.0 == 0 }.map(\.1)
        #expect(sameToken.count { if case .rotated = $0 { true } else { false } } == 1)
        #expect(sameToken.count { if case .withinGrace = $0 { true } else { false } } == 6)
        for (index, result) in results where index > 0 {
            guard case .rotated(let next, let account) = result else {
                Issue.record("account \(index): \(result)")
                continue
            }
            #expect(next.tokenHash == Sample.hash("b\(index)") && next.familyId == "fa\(index)")
            #expect(account.localId == "u\(index)")
            #expect(try store.refreshToken(hash: Sample.hash("b\(index)")) == next)
            #expect(try store.account(localId: "u\(index)")?.lastRefreshAt == now + 5)
        }
    }
}
