import Foundation
import Storage
import Testing

/// What the refresh-token-families migration must leave working, on either engine: a store opened on
/// a schema from before it that held `accounts` and `tokens`.
enum MigratedFamilyChecks {
    /// The accounts the old schema holds.
    static let accounts = ["u1", "u2"]
    /// The tokens the old schema holds: family fa of u1 (a1, a2), family fb of u2 (b1).
    static let tokens: [(token: String, family: String, localId: String, expiry: Int64)] = [
        ("a1", "fa", "u1", Sample.now + 86_400_000), ("a2", "fa", "u1", Sample.now + 86_400_000),
        ("b1", "fb", "u2", Sample.now + 1_000),
    ]

    static func check(_ store: some RelationalIdentityStore) async throws {
        let now = Sample.now
        let families = try store.read { session in
            try session.rows(
                "SELECT family_id, local_id, absolute_expiry FROM refresh_token_families ORDER BY 1", []
            ) { "\(try $0.string(0))/\(try $0.string(1))/\(try $0.int64(2))" }
        }
        #expect(families == ["fa/u1/\(now + 86_400_000)", "fb/u2/\(now + 1_000)"])

        // A migrated token rotates; its successor joins the migrated family.
        let exchange = try await store.exchangeRefreshToken(
            hash: Sample.hash("a2"), now: now + 10, graceSeconds: 0, successor: Sample.successor("a3"))
        guard case .rotated(let record, let account) = exchange else {
            Issue.record("expected a rotation, got \(exchange)")
            return
        }
        #expect(record.familyId == "fa" && account.localId == "u1")

        // Revoking u1's tokens reaches the migrated ones and the successor, and not u2's.
        #expect(try store.revokeAllRefreshTokens(localId: "u1", now: now + 20) == 3)
        #expect(try store.refreshToken(hash: Sample.hash("a3"))?.revokedAt == now + 20)
        #expect(try store.refreshToken(hash: Sample.hash("b1"))?.revokedAt == nil)

        // Purging removes the expired family with its token; deleting u1 removes its family and tokens.
        #expect(try store.purgeRefreshTokens(expiredBefore: now + 1_000) == 1)
        #expect(try store.refreshToken(hash: Sample.hash("b1")) == nil)
        #expect(try store.deleteAccount(localId: "u1"))
        #expect(try store.refreshToken(hash: Sample.hash("a1")) == nil)
        let remaining = try store.read { session in
            try session.rows("SELECT count(*) FROM refresh_token_families", []) { try $0.int(0) }
        }
        #expect(remaining == [0])
    }
}
