import Foundation
import Storage
import Testing

/// Tokens that carry their family id live in their family's row: the live token and the one spent
/// before it, rewritten in place on every exchange.
@Suite("Refresh tokens in their family's row (every store)")
struct FamilyRowTokenConformanceTests {
    private let now = Sample.now

    private func first(_ name: String, familyId: String = "r1", absoluteExpiry: Int64? = nil)
        -> RefreshTokenRecord
    {
        var token = Sample.refreshToken(name, familyId: familyId)
        if let absoluteExpiry { token.absoluteExpiry = absoluteExpiry }
        token.inFamilyRow = true
        return token
    }

    private func storeWithFamily(_ kind: StoreKind) throws -> StoreFixture {
        let fixture = try kind.make()
        try fixture.store.createAccount(Sample.account())
        try fixture.store.insertRefreshToken(first("a"))
        return fixture
    }

    private func exchange(
        _ store: any IdentityStore, _ token: String, familyId: String = "r1", at instant: Int64,
        successor: String
    ) async throws -> RefreshExchange {
        try await store.exchangeRefreshToken(
            RefreshExchangeRequest(
                hash: Sample.hash(token), familyId: familyId, now: instant, graceSeconds: 30,
                successor: Sample.successor(successor)))
    }

    @Test(arguments: StoreKind.local)
    func theFirstTokenIsFoundByFamilyAndHashOnly(_ kind: StoreKind) throws {
        let store = try storeWithFamily(kind).store
        #expect(try store.refreshToken(hash: Sample.hash("a"), familyId: "r1") == first("a"))
        #expect(try store.refreshToken(hash: Sample.hash("a")) == nil)
        #expect(try store.refreshToken(hash: Sample.hash("b"), familyId: "r1") == nil)
        #expect(try store.refreshToken(hash: Sample.hash("a"), familyId: "r2") == nil)
        #expect(throws: StoreError.duplicateKey) { try store.insertRefreshToken(first("other")) }
        #expect(throws: StoreError.accountNotFound) {
            var stray = first("x", familyId: "r9")
            stray.localId = "nobody"
            try store.insertRefreshToken(stray)
        }
    }

    @Test(arguments: StoreKind.local)
    func signUpStoresTheFirstTokenInItsFamilyRow(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account(), firstRefreshToken: first("a"))
        #expect(try store.refreshToken(hash: Sample.hash("a"), familyId: "r1") == first("a"))
    }

    @Test(arguments: StoreKind.local)
    func anExchangeRewritesTheRowKeepingThePreviousToken(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        let result = try await exchange(store, "a", at: now + 1_000, successor: "b")
        var live = first("b")
        live.createdAt = now + 1_000
        var account = Sample.account()
        account.lastRefreshAt = now + 1_000
        #expect(result == .rotated(live, account: account))
        #expect(try store.refreshToken(hash: Sample.hash("b"), familyId: "r1") == live)
        let spent = try #require(try store.refreshToken(hash: Sample.hash("a"), familyId: "r1"))
        #expect(spent.spentAt == now + 1_000)
        #expect(spent.successorHash == Sample.hash("b"))
        #expect(spent.successorSealed == Sample.successor("b").sealed)
        #expect(try store.account(localId: "u1")?.lastRefreshAt == now + 1_000)

        _ = try await exchange(store, "b", at: now + 2_000, successor: "c")
        // Only the live token and the one before it are kept.
        #expect(try store.refreshToken(hash: Sample.hash("a"), familyId: "r1") == nil)
        #expect(
            try store.refreshToken(hash: Sample.hash("b"), familyId: "r1")?.successorHash == Sample.hash("c"))
        #expect(try store.refreshToken(hash: Sample.hash("c"), familyId: "r1")?.spentAt == nil)
    }

    @Test(arguments: StoreKind.local)
    func thePreviousTokenWithinGraceYieldsTheLiveOne(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        _ = try await exchange(store, "a", at: now, successor: "b")
        let repeated = try await exchange(store, "a", at: now + 29_999, successor: "x")
        guard case .withinGrace(let spent, let account) = repeated else {
            Issue.record("expected withinGrace, got \(repeated)")
            return
        }
        #expect(spent.successorSealed == Sample.successor("b").sealed)
        #expect(account.lastRefreshAt == now + 29_999)
        #expect(try store.refreshToken(hash: Sample.hash("b"), familyId: "r1")?.spentAt == nil)
        #expect(try store.refreshToken(hash: Sample.hash("x"), familyId: "r1") == nil)
    }

    @Test(arguments: StoreKind.local)
    func anOlderOrPastGraceTokenIsAReplayThatRevokesTheFamily(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        try store.insertRefreshToken(first("other", familyId: "r2"))
        _ = try await exchange(store, "a", at: now, successor: "b")
        _ = try await exchange(store, "b", at: now + 1_000, successor: "c")
        // "a" is no longer kept: a token of the family that is neither live nor previous.
        #expect(
            try await exchange(store, "a", at: now + 2_000, successor: "y")
                == .refused(.reused(familyId: "r1")))
        #expect(try store.refreshToken(hash: Sample.hash("c"), familyId: "r1")?.revokedAt == now + 2_000)
        #expect(try await exchange(store, "c", at: now + 3_000, successor: "z") == .refused(.revoked))
        #expect(try store.refreshToken(hash: Sample.hash("other"), familyId: "r2")?.revokedAt == nil)

        let fresh = try kind.make().store
        try fresh.createAccount(Sample.account())
        try fresh.insertRefreshToken(first("a"))
        _ = try await exchange(fresh, "a", at: now, successor: "b")
        #expect(
            try await exchange(fresh, "a", at: now + 30_000, successor: "y")
                == .refused(.reused(familyId: "r1")))
        #expect(try fresh.refreshToken(hash: Sample.hash("b"), familyId: "r1")?.revokedAt == now + 30_000)
    }

    @Test(arguments: StoreKind.local)
    func unknownFamiliesExpiredFamiliesAndDisabledAccountsAreRefused(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        #expect(
            try await exchange(store, "a", familyId: "nope", at: now, successor: "b") == .refused(.notFound))
        // A family of tokens stored by hash has no row to find a token in.
        try store.insertRefreshToken(Sample.refreshToken("h1", familyId: "f1"))
        #expect(
            try await exchange(store, "h1", familyId: "f1", at: now, successor: "b") == .refused(.notFound))
        try store.insertRefreshToken(first("old", familyId: "r2", absoluteExpiry: now))
        #expect(
            try await exchange(store, "old", familyId: "r2", at: now, successor: "b") == .refused(.expired))
        try store.updateAccount(localId: "u1") { $0.disabled = true }
        #expect(try await exchange(store, "a", at: now, successor: "b") == .accountDisabled)
        #expect(try store.refreshToken(hash: Sample.hash("a"), familyId: "r1")?.spentAt == nil)
    }

    @Test(arguments: StoreKind.local)
    func revokingPurgingAndDeletingReachFamilyRows(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        try store.insertRefreshToken(first("b1", familyId: "r2"))
        try store.insertRefreshToken(Sample.refreshToken("h1", familyId: "f1"))
        _ = try await exchange(store, "a", at: now, successor: "a2")
        #expect(try store.revokeRefreshTokenFamily("r1", now: now + 1) == 2)
        #expect(try store.revokeRefreshTokenFamily("r1", now: now + 2) == 0)
        #expect(try await exchange(store, "a2", at: now + 3, successor: "a3") == .refused(.revoked))
        #expect(try store.revokeAllRefreshTokens(localId: "u1", now: now + 4) == 2)
        #expect(try store.refreshToken(hash: Sample.hash("b1"), familyId: "r2")?.revokedAt == now + 4)
        #expect(try store.refreshToken(hash: Sample.hash("h1"))?.revokedAt == now + 4)

        try store.insertRefreshToken(first("e1", familyId: "r3", absoluteExpiry: now - 1))
        #expect(try store.purgeRefreshTokens(expiredBefore: now) == 1)
        #expect(try store.refreshToken(hash: Sample.hash("e1"), familyId: "r3") == nil)
        #expect(try store.refreshToken(hash: Sample.hash("b1"), familyId: "r2") != nil)

        #expect(try store.deleteAccount(localId: "u1"))
        #expect(try store.refreshToken(hash: Sample.hash("b1"), familyId: "r2") == nil)
    }

    @Test(arguments: StoreKind.local)
    func concurrentExchangesOfOneTokenRotateItOnce(_ kind: StoreKind) async throws {
        let store = try storeWithFamily(kind).store
        let outcomes = try await withThrowingTaskGroup(of: RefreshExchange.self) { group in
            for index in 0..<8 {
                group.addTask {
                    try await exchange(store, "a", at: now + Int64(index), successor: "n\(index)")
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let rotated = outcomes.compactMap { outcome -> RefreshTokenRecord? in
            if case .rotated(let record, _) = outcome { return record }
            return nil
        }
        #expect(rotated.count == 1)
        let live = try #require(rotated.first)
        #expect(try store.refreshToken(hash: live.tokenHash, familyId: "r1")?.spentAt == nil)
        let sealed = try #require(
            try store.refreshToken(hash: Sample.hash("a"), familyId: "r1")?.successorSealed)
        for outcome in outcomes {
            switch outcome {
            case .rotated: break
            case .withinGrace(let spent, _): #expect(spent.successorSealed == sealed)
            default: Issue.record("unexpected outcome \(outcome)")
            }
        }
    }
}
