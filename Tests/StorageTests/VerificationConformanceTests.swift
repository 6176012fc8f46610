import Foundation
import Storage
import Testing

@Suite("Second factors and verification sessions (every store)")
struct VerificationConformanceTests {
    static func session(
        _ name: String, kind: VerificationKind = .phoneSignIn, localId: String? = nil,
        tenantId: String? = nil, createdAt: Int64 = Sample.now, expiresAt: Int64 = Sample.now + 300_000
    ) -> VerificationSessionRecord {
        VerificationSessionRecord(
            sessionHash: Sample.hash(name), kind: kind, tenantId: tenantId, localId: localId,
            phoneNumber: "+15555550100", codeHash: Sample.hash("code:\(name)"), secret: nil,
            payload: #"{"p":1}"#, createdAt: createdAt, expiresAt: expiresAt)
    }

    @Test(arguments: StoreKind.local)
    func secondFactorsReadBackWithTheAccountAndChangeWithIt(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let phone = MultiFactorEnrollment(
            enrollmentId: "e1", factor: .phone("+15555550101"), displayName: "work phone", enrolledAt: 7)
        let totp = MultiFactorEnrollment(
            enrollmentId: "e2", factor: .totp(secret: "sealed:abc"), enrolledAt: 8, lastUsedStep: 42)
        var account = Sample.account("u1")
        account.mfaEnrollments = [phone, totp]
        try store.createAccount(account)
        #expect(try store.account(localId: "u1")?.mfaEnrollments == [phone, totp])
        #expect(try store.account(email: "alice@example.com")?.mfaEnrollments == [phone, totp])
        let stepped = try store.updateAccount(localId: "u1") { $0.mfaEnrollments[1].lastUsedStep = 43 }
        #expect(stepped.mfaEnrollments[1].lastUsedStep == 43)
        #expect(try store.account(localId: "u1") == stepped)
        try store.updateAccount(localId: "u1") { $0.mfaEnrollments.removeAll() }
        #expect(try store.account(localId: "u1")?.mfaEnrollments == [])
        #expect(try store.listAccounts(limit: 10).first?.mfaEnrollments == [])
    }

    @Test(arguments: StoreKind.local)
    func sessionsReadBackAndRefuseDuplicatesAndUnknownAccounts(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        var first = Self.session("s1")
        first.plaintextSession = "s1"
        first.plaintextCode = "123456"
        let second = Self.session("s2", kind: .totpEnrollment, localId: "u1", tenantId: "t1")
        try store.insertVerificationSession(first)
        try store.insertVerificationSession(second)
        #expect(try store.verificationSessions(kind: nil) == [first, second])
        #expect(try store.verificationSessions(kind: .totpEnrollment) == [second])
        #expect(try store.verificationSessions(kind: .phoneProof) == [])
        #expect(throws: StoreError.duplicateKey) { try store.insertVerificationSession(first) }
        #expect(throws: StoreError.accountNotFound) {
            try store.insertVerificationSession(Self.session("s3", localId: "ghost"))
        }
    }

    @Test(arguments: StoreKind.local)
    func updatesAreWrittenAndReturnTheBodysAnswer(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertVerificationSession(Self.session("s1"))
        let tries = try store.updateVerificationSession(hash: Sample.hash("s1")) { record -> Int in
            record.attempts += 1
            return record.attempts
        }
        #expect(tries == 1)
        let used = try store.updateVerificationSession(hash: Sample.hash("s1")) { record -> Bool in
            guard record.usedAt == nil else { return false }
            record.usedAt = Sample.now + 5
            return true
        }
        #expect(used == true)
        let again = try store.updateVerificationSession(hash: Sample.hash("s1")) { record -> Bool in
            record.usedAt == nil
        }
        #expect(again == false)
        let stored = try #require(try store.verificationSessions(kind: nil).first)
        #expect(stored.attempts == 1 && stored.usedAt == Sample.now + 5)
        #expect(try store.updateVerificationSession(hash: Sample.hash("nope")) { _ in 1 } == nil)
        #expect(throws: StoreError.immutableField) {
            try store.updateVerificationSession(hash: Sample.hash("s1")) { $0.kind = .phoneProof }
        }
        #expect(try store.verificationSessions(kind: nil).first?.kind == .phoneSignIn)
    }

    @Test(arguments: StoreKind.local)
    func concurrentUsesOfOneSessionSucceedOnce(_ kind: StoreKind) async throws {
        let fixture = try kind.make()
        let store = fixture.store
        try store.insertVerificationSession(Self.session("s1"))
        let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    try store.updateVerificationSession(hash: Sample.hash("s1")) { record -> Bool in
                        guard record.usedAt == nil else { return false }
                        record.usedAt = Sample.now
                        return true
                    } ?? false
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
    }

    @Test(arguments: StoreKind.local)
    func sessionsGoWithTheirAccountTenantOrTheStoreAndArePurged(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("u2", email: "b@x.com", tenantId: "t1"))
        try store.insertVerificationSession(Self.session("mine", kind: .pendingSecondFactor, localId: "u1"))
        try store.insertVerificationSession(Self.session("free"))
        try store.insertVerificationSession(Self.session("tenant", tenantId: "t1"))
        try store.insertVerificationSession(
            Self.session("old", createdAt: Sample.now - 10, expiresAt: Sample.now - 1))
        #expect(try store.deleteAccount(localId: "u1"))
        #expect(
            try store.verificationSessions(kind: nil).map(\.sessionHash).contains(Sample.hash("mine"))
                == false)
        try store.deleteAllAccounts(tenantId: "t1")
        #expect(
            try store.verificationSessions(kind: nil).map(\.sessionHash) == [
                Sample.hash("old"), Sample.hash("free"),
            ])
        try store.updateVerificationSession(hash: Sample.hash("free")) { $0.usedAt = Sample.now + 1 }
        #expect(try store.purgeVerificationSessions(before: Sample.now) == 1)
        #expect(try store.verificationSessions(kind: nil).map(\.sessionHash) == [Sample.hash("free")])
        #expect(try store.purgeVerificationSessions(before: Sample.now + 1) == 1)
        try store.insertVerificationSession(Self.session("again"))
        try store.deleteAllAccounts()
        #expect(try store.verificationSessions(kind: nil) == [])
    }
}
