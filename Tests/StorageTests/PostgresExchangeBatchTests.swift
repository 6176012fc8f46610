import Foundation
import PostgresStorage
import Storage
import Testing

/// Refresh exchanges on PostgreSQL under concurrency: group-committed in batches of two round trips,
/// and no conflicts between unrelated families, on one instance or two sharing the schema.
@Suite(
    "PostgreSQL refresh exchanges in batches",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresExchangeBatchTests {
    private let now = Sample.now

    /// `count` accounts `u<i>`, each with one live token `t<i>` of family `f<i>`.
    private func seed(_ store: PostgresIdentityStore, count: Int) throws {
        for index in 0..<count {
            try store.createAccount(Sample.account("u\(index)", email: "u\(index)@example.com"))
            try store.insertRefreshToken(
                Sample.refreshToken("t\(index)", localId: "u\(index)", familyId: "f\(index)"))
        }
    }

    private func exchange(_ store: any IdentityStore, _ token: String, successor: String) async throws
        -> RefreshExchange
    {
        try await store.exchangeRefreshToken(
            hash: Sample.hash(token), now: now + 1_000, graceSeconds: 30,
            successor: Sample.successor(successor))
    }

    @Test func exchangesThatArriveDuringABatchShareTheNextOneInTwoRoundTrips() async throws {
        let schema = PostgresTestDatabase.freshSchema()
        let name = "batch-\(schema.suffix(12))"
        let store = try PostgresTestDatabase.makeStore(
            schema: schema, configuration: .init(poolSize: 4, applicationName: name))
        try seed(store, count: 101)
        // Another client holds t0's row, so the first batch (t0 alone) waits while the rest queue up.
        let holder = try PostgresTestDatabase.makeStore(schema: schema, configuration: .init(poolSize: 1))
        let held = try holder.database.pool.dedicatedConnection()
        try held.execute("BEGIN")
        try held.execute("SELECT 1 FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE", [Sample.hash("t0")])
        let roundTripsBefore = store.database.pool.roundTrips.value
        let outcomes = try await withThrowingTaskGroup(of: (Int, RefreshExchange).self) { group in
            group.addTask { (0, try await self.exchange(store, "t0", successor: "s0")) }
            try await eventually("the first batch waiting for the held row") {
                try holder.database.transaction(.readOnlySnapshot) { connection in
                    try connection.queryOne(
                        "SELECT count(*) FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'",
                        [name]
                    ) { try $0.int(0) }
                } == 1
            }
            for index in 1...100 {
                group.addTask { (index, try await self.exchange(store, "t\(index)", successor: "s\(index)")) }
            }
            try await eventually("100 exchanges queued behind the first batch") {
                store.exchangesWaiting == 100
            }
            try held.execute("COMMIT")
            return try await group.reduce(into: [Int: RefreshExchange]()) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.count == 101)
        for (index, outcome) in outcomes {
            guard case .rotated(let successor, let account) = outcome else {
                Issue.record("t\(index): \(outcome)")
                continue
            }
            #expect(successor.tokenHash == Sample.hash("s\(index)"))
            #expect(successor.familyId == "f\(index)")
            #expect(account.localId == "u\(index)")
            #expect(account.lastRefreshAt == now + 1_000)
        }
        // t0 alone, then 64 and 36 (the most a batch takes is 64): two round trips each.
        #expect(store.exchangeBatchCounts == (3, 101))
        #expect(store.database.pool.roundTrips.value - roundTripsBefore == 6)
        for index in [0, 50, 100] {
            #expect(try store.refreshToken(hash: Sample.hash("t\(index)"))?.spentAt == now + 1_000)
            #expect(try store.refreshToken(hash: Sample.hash("s\(index)"))?.familyId == "f\(index)")
            #expect(try store.account(localId: "u\(index)")?.lastRefreshAt == now + 1_000)
        }
    }

    @Test func twoInstancesExchangingUnrelatedFamiliesAtOnceNeverConflict() async throws {
        let schema = PostgresTestDatabase.freshSchema()
        let first = try PostgresTestDatabase.makeStore(schema: schema)
        let second = try PostgresTestDatabase.makeStore(schema: schema)
        try seed(first, count: 200)
        let outcomes = try await withThrowingTaskGroup(of: RefreshExchange.self) { group in
            for index in 0..<200 {
                let store = index.isMultiple(of: 2) ? first : second
                group.addTask { try await self.exchange(store, "t\(index)", successor: "s\(index)") }
            }
            return try await group.reduce(into: [RefreshExchange]()) { $0.append($1) }
        }
        #expect(outcomes.count == 200)
        #expect(outcomes.allSatisfy { if case .rotated = $0 { true } else { false } })
        #expect(first.exchangeBatchCounts.members == 100)
        #expect(second.exchangeBatchCounts.members == 100)
        #expect(try first.refreshToken(hash: Sample.hash("s199"))?.familyId == "f199")
    }

    @Test func oneTokenPresentedOnBothInstancesAtOnceRotatesOnce() async throws {
        let schema = PostgresTestDatabase.freshSchema()
        let first = try PostgresTestDatabase.makeStore(schema: schema)
        let second = try PostgresTestDatabase.makeStore(schema: schema)
        try seed(first, count: 20)
        let outcomes = try await withThrowingTaskGroup(of: (Int, RefreshExchange).self) { group in
            for index in 0..<20 {
                for attempt in 0..<6 {
                    let store = attempt.isMultiple(of: 2) ? first : second
                    group.addTask {
                        (
                            index,
                            try await self.exchange(store, "t\(index)", successor: "s\(index)-\(attempt)")
                        )
                    }
                }
            }
            return try await group.reduce(into: [Int: [RefreshExchange]]()) {
                $0[$1.0, default: []].append($1.1)
            }
        }
        for index in 0..<20 {
            let presented = outcomes[index] ?? []
            #expect(presented.count == 6)
            let rotated = presented.compactMap { outcome -> RefreshTokenRecord? in
                if case .rotated(let successor, _) = outcome { successor } else { nil }
            }
            #expect(rotated.count == 1, "t\(index): \(presented)")
            let spent = presented.compactMap { outcome -> RefreshTokenRecord? in
                if case .withinGrace(let spent, _) = outcome { spent } else { nil }
            }
            #expect(spent.count == 5)
            // Every later presentation gets the successor the first one created.
            #expect(spent.allSatisfy { $0.successorHash == rotated.first?.tokenHash })
        }
    }
}
