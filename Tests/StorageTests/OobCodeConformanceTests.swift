import Foundation
import Storage
import Testing

@Suite("Out-of-band codes (every store)")
struct OobCodeConformanceTests {
    private let now = Sample.now

    private func storeWithCode(_ kind: StoreKind) throws -> StoreFixture {
        let fixture = try kind.make()
        try fixture.store.createAccount(Sample.account())
        try fixture.store.insertOobCode(Sample.oobCode("c1"))
        return fixture
    }

    @Test(arguments: StoreKind.allCases)
    func consumingSucceedsOnceThenReportsUsed(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        var expected = Sample.oobCode("c1")
        expected.usedAt = now + 5
        #expect(
            try store.consumeOobCode(hash: Sample.hash("c1"), kind: .passwordReset, now: now + 5)
                == .valid(expected))
        #expect(
            try store.consumeOobCode(hash: Sample.hash("c1"), kind: .passwordReset, now: now + 6) == .used)
        #expect(try store.peekOobCode(hash: Sample.hash("c1"), kind: nil, now: now + 6) == .used)
    }

    @Test(arguments: StoreKind.allCases)
    func peekingDoesNotConsume(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        #expect(
            try store.peekOobCode(hash: Sample.hash("c1"), kind: .passwordReset, now: now)
                == .valid(Sample.oobCode("c1")))
        #expect(
            try store.peekOobCode(hash: Sample.hash("c1"), kind: nil, now: now)
                == .valid(Sample.oobCode("c1")))
        guard case .valid = try store.consumeOobCode(hash: Sample.hash("c1"), kind: nil, now: now) else {
            Issue.record("the code should still be valid after peeking")
            return
        }
    }

    @Test(arguments: StoreKind.allCases)
    func wrongKindUnknownAndExpiredCodesAreRefusedWithoutConsuming(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        #expect(try store.consumeOobCode(hash: Sample.hash("c1"), kind: .verifyEmail, now: now) == .notFound)
        #expect(try store.consumeOobCode(hash: Sample.hash("zz"), kind: nil, now: now) == .notFound)
        #expect(
            try store.consumeOobCode(hash: Sample.hash("c1"), kind: nil, now: now + 3_600_000) == .expired)
        #expect(
            try store.peekOobCode(hash: Sample.hash("c1"), kind: nil, now: now)
                == .valid(Sample.oobCode("c1")))
    }

    @Test(arguments: StoreKind.allCases)
    func codesWithoutExpiryAndWithoutAccountWork(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        var signIn = Sample.oobCode("link", kind: .signIn, localId: nil, expiresAt: nil)
        signIn.plaintextCode = "plain-code"
        signIn.link = "http://localhost/emulator/action?mode=signIn&oobCode=plain-code"
        try store.insertOobCode(signIn)
        #expect(
            try store.peekOobCode(hash: Sample.hash("link"), kind: .signIn, now: Int64.max - 1)
                == .valid(signIn))
        #expect(throws: StoreError.duplicateKey) { try store.insertOobCode(signIn) }
        #expect(throws: StoreError.accountNotFound) {
            try store.insertOobCode(Sample.oobCode("x", localId: "nobody"))
        }
    }

    @Test(arguments: StoreKind.allCases)
    func listingReturnsCodesOldestFirstWithTheirEmulatorFields(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        var change = Sample.oobCode("c0", kind: .changeEmail)
        change.createdAt = now - 10
        change.newEmail = "new@x.com"
        change.plaintextCode = "code-0"
        try store.insertOobCode(change)
        try store.insertOobCode(Sample.oobCode("c2", kind: .verifyEmail))
        let listed = try store.oobCodes()
        #expect(listed.map(\.codeHash) == ["c0", "c1", "c2"].map(Sample.hash))
        #expect(listed.first == change)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteByAccountAndPurge(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        try store.insertOobCode(Sample.oobCode("c2", localId: "u2"))
        try store.insertOobCode(Sample.oobCode("c3", localId: "u2", expiresAt: now - 1))
        try store.insertOobCode(Sample.oobCode("c4", localId: "u2", expiresAt: nil))
        #expect(try store.deleteOobCodes(localId: "u1") == 1)
        _ = try store.consumeOobCode(hash: Sample.hash("c4"), kind: nil, now: now - 5)
        #expect(try store.purgeOobCodes(before: now) == 2)
        #expect(try store.oobCodes().map(\.codeHash) == [Sample.hash("c2")])
    }

    @Test(arguments: StoreKind.allCases)
    func concurrentConsumersGetTheCodeExactlyOnce(_ kind: StoreKind) throws {
        let store = try storeWithCode(kind).store
        let results = concurrently(12) { _ in
            try store.consumeOobCode(hash: Sample.hash("c1"), kind: .passwordReset, now: Sample.now)
        }
        let outcomes = try results.map { try $0.get() }
        #expect(outcomes.count { if case .valid = $0 { true } else { false } } == 1)
        #expect(outcomes.count { $0 == .used } == 11)
    }
}
