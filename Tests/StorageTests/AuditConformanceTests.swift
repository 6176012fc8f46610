import Foundation
import Storage
import Testing

@Suite("Audit log (every store)")
struct AuditConformanceTests {
    private static func entry(
        _ id: String, at time: Int64, kind: String = "account.update", actor: String = "adminKey",
        actorId: String? = nil, target: String? = "uid-1"
    ) -> AuditEntryRecord {
        AuditEntryRecord(
            id: id, time: time, kind: kind, actorKind: actor, actorId: actorId, target: target, tenantId: nil,
            outcome: "success", sourceAddress: "127.0.0.1", requestId: "req-\(id)", details: #"{"fields":["email"]}"#)
    }

    @Test(arguments: StoreKind.local)
    func entriesReadBackNewestFirstFilteredAndPaged(_ kind: StoreKind) throws {
        let fixture = try kind.make()
        let store = fixture.store
        let entries = [
            Self.entry("a", at: 100),
            Self.entry("b", at: 200, kind: "signIn.failure", actor: "user", target: "uid-2"),
            Self.entry("c", at: 200, kind: "account.delete", actor: "console", actorId: "session-1"),
            Self.entry("d", at: 300, kind: "project.config.update", target: "project"),
            AuditEntryRecord(id: "e", time: 400, kind: "account.batchDelete", actorKind: "adminKey"),
        ]
        try store.insertAuditEntries(entries)
        #expect(try store.auditEntries(AuditQuery(limit: 10)) == [entries[4], entries[3], entries[2], entries[1], entries[0]])
        #expect(try store.auditEntries(AuditQuery(target: "uid-1", limit: 10)).map(\.id) == ["c", "a"])
        #expect(try store.auditEntries(AuditQuery(kinds: ["account.delete", "signIn.failure"], limit: 10)).map(\.id) == ["c", "b"])
        #expect(try store.auditEntries(AuditQuery(actor: "session-1", limit: 10)).map(\.id) == ["c"])
        #expect(try store.auditEntries(AuditQuery(actor: "user", limit: 10)).map(\.id) == ["b"])
        #expect(try store.auditEntries(AuditQuery(since: 200, until: 300, limit: 10)).map(\.id) == ["c", "b"])
        // Pages: the cursor is the last entry's time and id; equal times are ordered by id.
        let first = try store.auditEntries(AuditQuery(limit: 2))
        #expect(first.map(\.id) == ["e", "d"])
        let second = try store.auditEntries(
            AuditQuery(after: AuditQuery.Cursor(time: 300, id: "d"), limit: 2))
        #expect(second.map(\.id) == ["c", "b"])
        let third = try store.auditEntries(
            AuditQuery(after: AuditQuery.Cursor(time: 200, id: "b"), limit: 2))
        #expect(third.map(\.id) == ["a"])
        #expect(try store.auditEntries(AuditQuery(limit: 0)) == [])
    }

    @Test(arguments: StoreKind.local)
    func aBatchWithADuplicateIdWritesNothingAndOldEntriesArePurged(_ kind: StoreKind) throws {
        let fixture = try kind.make()
        let store = fixture.store
        try store.insertAuditEntries([Self.entry("a", at: 100), Self.entry("b", at: 200)])
        #expect(throws: StoreError.duplicateKey) {
            try store.insertAuditEntries([Self.entry("c", at: 300), Self.entry("a", at: 400)])
        }
        #expect(try store.auditEntries(AuditQuery(limit: 10)).map(\.id) == ["b", "a"])
        // Entries outlive the accounts they name: deleting every account leaves them.
        try store.deleteAllAccounts()
        #expect(try store.purgeAuditEntries(before: 200) == 1)
        #expect(try store.auditEntries(AuditQuery(limit: 10)).map(\.id) == ["b"])
        #expect(try store.purgeAuditEntries(before: 200) == 0)
    }
}
