import Foundation
import Storage
import Testing

@Suite("Refresh-token families (every store)")
struct RefreshTokenConformanceTests {
    private let now = Sample.now

    private func storeWithToken(_ kind: StoreKind) throws -> StoreFixture {
        let fixture = try kind.make()
        try fixture.store.createAccount(Sample.account())
        try fixture.store.insertRefreshToken(Sample.refreshToken("t1"))
        return fixture
    }

    @Test(arguments: StoreKind.allCases)
    func insertedTokenReadsBack(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        #expect(try store.refreshToken(hash: Sample.hash("t1")) == Sample.refreshToken("t1"))
        #expect(throws: StoreError.duplicateKey) { try store.insertRefreshToken(Sample.refreshToken("t1")) }
        #expect(throws: StoreError.accountNotFound) {
            try store.insertRefreshToken(Sample.refreshToken("t9", localId: "nobody"))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func rotatingALiveTokenSpendsItAndInsertsTheSuccessor(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        let result = try store.rotateRefreshToken(
            hash: Sample.hash("t1"), now: now + 1_000, graceSeconds: 30,
            successor: Sample.successor("t2"))
        var expected = Sample.refreshToken("t2")
        expected.createdAt = now + 1_000
        #expect(result == .rotated(expected))
        #expect(try store.refreshToken(hash: Sample.hash("t2")) == expected)
        let spent = try #require(try store.refreshToken(hash: Sample.hash("t1")))
        #expect(spent.spentAt == now + 1_000)
        #expect(spent.successorHash == Sample.hash("t2"))
        #expect(spent.successorSealed == Sample.successor("t2").sealed)
    }

    @Test(arguments: StoreKind.allCases)
    func replayWithinGraceReturnsTheSameSuccessorAndInsertsNothing(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        _ = try store.rotateRefreshToken(
            hash: Sample.hash("t1"), now: now, graceSeconds: 30,
            successor: Sample.successor("t2"))
        let replay = try store.rotateRefreshToken(
            hash: Sample.hash("t1"), now: now + 29_999, graceSeconds: 30,
            successor: Sample.successor("t3"))
        guard case .withinGrace(let spent) = replay else {
            Issue.record("expected withinGrace, got \(replay)")
            return
        }
        #expect(spent.successorSealed == Sample.successor("t2").sealed)
        #expect(try store.refreshToken(hash: Sample.hash("t3")) == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t2"))?.revokedAt == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func reuseAfterGraceRevokesTheWholeFamily(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        try store.insertRefreshToken(Sample.refreshToken("other", familyId: "f2"))
        _ = try store.rotateRefreshToken(
            hash: Sample.hash("t1"), now: now, graceSeconds: 30,
            successor: Sample.successor("t2"))
        let reuse = try store.rotateRefreshToken(
            hash: Sample.hash("t1"), now: now + 30_000, graceSeconds: 30,
            successor: Sample.successor("t3"))
        #expect(reuse == .reused(familyId: "f1"))
        #expect(try store.refreshToken(hash: Sample.hash("t2"))?.revokedAt == now + 30_000)
        #expect(try store.refreshToken(hash: Sample.hash("t3")) == nil)
        // The successor, held by the legitimate client or the thief, is now refused.
        #expect(
            try store.rotateRefreshToken(
                hash: Sample.hash("t2"), now: now + 31_000, graceSeconds: 30,
                successor: Sample.successor("t4")) == .revoked)
        // Other families are untouched.
        #expect(try store.refreshToken(hash: Sample.hash("other"))?.revokedAt == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func unknownAndExpiredTokensAreReported(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        #expect(
            try store.rotateRefreshToken(
                hash: Sample.hash("nope"), now: now, graceSeconds: 30,
                successor: Sample.successor("x")) == .notFound)
        try store.insertRefreshToken(Sample.refreshToken("old", familyId: "f2", absoluteExpiry: now))
        #expect(
            try store.rotateRefreshToken(
                hash: Sample.hash("old"), now: now, graceSeconds: 30,
                successor: Sample.successor("y")) == .expired)
        #expect(try store.refreshToken(hash: Sample.hash("y")) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func revokeFamilyAndRevokeAllForAnAccount(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        try store.insertRefreshToken(Sample.refreshToken("t2", familyId: "f2"))
        try store.insertRefreshToken(Sample.refreshToken("t3", familyId: "f3"))
        #expect(try store.revokeRefreshTokenFamily("f1", now: now) == 1)
        #expect(
            try store.rotateRefreshToken(
                hash: Sample.hash("t1"), now: now, graceSeconds: 30,
                successor: Sample.successor("n1")) == .revoked)
        #expect(try store.refreshToken(hash: Sample.hash("t2"))?.revokedAt == nil)
        #expect(try store.revokeAllRefreshTokens(localId: "u1", now: now + 1) == 2)
        #expect(try store.refreshToken(hash: Sample.hash("t3"))?.revokedAt == now + 1)
        #expect(try store.refreshToken(hash: Sample.hash("t1"))?.revokedAt == now)
    }

    @Test(arguments: StoreKind.allCases)
    func purgeDeletesOnlyExpiredTokens(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        try store.insertRefreshToken(Sample.refreshToken("old", familyId: "f2", absoluteExpiry: now - 1))
        #expect(try store.purgeRefreshTokens(expiredBefore: now) == 1)
        #expect(try store.refreshToken(hash: Sample.hash("old")) == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t1")) != nil)
    }

    @Test(arguments: StoreKind.allCases)
    func concurrentRotationOfOneTokenRotatesExactlyOnce(_ kind: StoreKind) throws {
        let store = try storeWithToken(kind).store
        let results = concurrently(8) { index in
            try store.rotateRefreshToken(
                hash: Sample.hash("t1"), now: Sample.now + Int64(index), graceSeconds: 60,
                successor: Sample.successor("next-\(index)"))
        }
        let outcomes = try results.map { try $0.get() }
        let rotated = outcomes.compactMap { outcome -> RefreshTokenRecord? in
            if case .rotated(let record) = outcome { return record }
            return nil
        }
        #expect(rotated.count == 1)
        let sealed = try #require(try store.refreshToken(hash: Sample.hash("t1"))?.successorSealed)
        for outcome in outcomes {
            switch outcome {
            case .rotated(let record):
                #expect(try store.refreshToken(hash: record.tokenHash) == record)
            case .withinGrace(let spent):
                #expect(spent.successorSealed == sealed)
            default:
                Issue.record("unexpected outcome \(outcome)")
            }
        }
    }
}
