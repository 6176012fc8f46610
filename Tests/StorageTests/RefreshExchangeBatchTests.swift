import Foundation
import Storage
import Testing

/// A batch decides what the same exchanges would have done one after another, and lists the writes
/// that carry that out.
@Suite("Refresh exchanges decided as a batch")
struct RefreshExchangeBatchTests {
    private let now = Sample.now

    /// u1 and u3 enabled, u2 disabled; t1 live, t2 spent 40 s ago and t2b live in its family f2, t3 of
    /// the disabled account, t4 expired, t5 revoked, t6 live.
    private func records() -> (accounts: [AccountRecord], tokens: [RefreshTokenRecord]) {
        var disabled = Sample.account("u2", email: "bob@example.com")
        disabled.disabled = true
        var spent = Sample.refreshToken("t2", familyId: "f2")
        spent.spentAt = now - 40_000
        spent.successorHash = Sample.hash("t2b")
        var revoked = Sample.refreshToken("t5", localId: "u3", familyId: "f5")
        revoked.revokedAt = now - 1
        let tokens = [
            Sample.refreshToken("t1"), spent, Sample.refreshToken("t2b", familyId: "f2"),
            Sample.refreshToken("t3", localId: "u2", familyId: "f3"),
            Sample.refreshToken("t4", localId: "u3", familyId: "f4", absoluteExpiry: now - 1),
            revoked, Sample.refreshToken("t6", localId: "u3", familyId: "f6"),
        ]
        return ([Sample.account(), disabled, Sample.account("u3", email: "carol@example.com")], tokens)
    }

    /// Every kind of outcome, a token presented twice, and a token of a family a replay revoked.
    private var requests: [RefreshExchangeRequest] {
        ["t1", "t1", "t2", "t2b", "unknown", "t3", "t4", "t5", "t6", "t2"].enumerated().map { index, name in
            RefreshExchangeRequest(
                hash: Sample.hash(name), now: now + Int64(index), graceSeconds: 30,
                successor: Sample.successor("s\(index)"))
        }
    }

    @Test func outcomesAreThoseOfTheSameExchangesOneAfterAnother() async throws {
        let (accounts, tokens) = records()
        let reference = InMemoryIdentityStore()
        for account in accounts { try reference.createAccount(account) }
        for token in tokens { try reference.insertRefreshToken(token) }
        var sequential: [RefreshExchange] = []
        for request in requests {
            sequential.append(
                try await reference.exchangeRefreshToken(
                    hash: request.hash, now: request.now, graceSeconds: request.graceSeconds,
                    successor: request.successor))
        }
        let batch = RefreshExchangeBatch(requests: requests, tokens: tokens, accounts: accounts)
        #expect(batch.outcomes == sequential)
        #expect(
            batch.outcomes.map(Self.kind) == [
                "rotated", "withinGrace", "reused", "revoked", "notFound", "accountDisabled", "expired",
                "revoked",
                "rotated", "revoked",
            ])
    }

    @Test func writesCarryOutTheOutcomes() {
        let (accounts, tokens) = records()
        let batch = RefreshExchangeBatch(requests: requests, tokens: tokens, accounts: accounts)
        #expect(batch.insertions.map(\.tokenHash) == [Sample.hash("s0"), Sample.hash("s8")])
        #expect(batch.insertions.map(\.familyId) == ["f1", "f6"])
        #expect(batch.insertions.map(\.createdAt) == [now, now + 8])
        #expect(
            batch.spendings == [
                .init(hash: Sample.hash("t1"), at: now, successor: Sample.successor("s0")),
                .init(hash: Sample.hash("t6"), at: now + 8, successor: Sample.successor("s8")),
            ])
        // The second presentation of t1 (within grace) stamps u1 last.
        #expect(batch.accountRefreshes.map(\.localId) == ["u1", "u3"])
        #expect(batch.accountRefreshes.map(\.at) == [now + 1, now + 8])
        #expect(batch.familyRevocations.map(\.familyId) == ["f2"])
        #expect(batch.familyRevocations.map(\.at) == [now + 2])
    }

    @Test func aTokenWhoseAccountRowIsMissingIsNotFound() {
        let batch = RefreshExchangeBatch(
            requests: [requests[0]], tokens: [Sample.refreshToken("t1")], accounts: [])
        #expect(batch.outcomes == [.refused(.notFound)])
        #expect(batch.insertions.isEmpty && batch.spendings.isEmpty && batch.accountRefreshes.isEmpty)
    }

    private static func kind(_ outcome: RefreshExchange) -> String {
        switch outcome {
        case .rotated: "rotated"
        case .withinGrace: "withinGrace"
        case .accountDisabled: "accountDisabled"
        case .refused(.notFound): "notFound"
        case .refused(.revoked): "revoked"
        case .refused(.expired): "expired"
        case .refused(.reused): "reused"
        case .refused(let other): "\(other)"
        }
    }
}
