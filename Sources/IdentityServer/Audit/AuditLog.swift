import AuthCrypto
import Foundation
import Storage

/// Writes audit entries to the store before the request that caused them is answered, so an entry a
/// client could have seen the effect of survives a crash (`kill -9`) right after the answer. Writes
/// are group-committed (`GroupCommitQueue`): an entry recorded while nothing is being written is
/// committed at once, alone; entries recorded while a commit is under way share the next one, so a
/// burst of failed sign-ins costs one commit per batch rather than one per entry. A write the store
/// refuses is logged with the entry (never lost silently).
public final class AuditLog: Sendable {
    private struct Member {
        let entries: [AuditEntryRecord]
        let written: DispatchSemaphore
    }

    private let clock: ServerClock
    private let commits: GroupCommitQueue<Member>

    /// The most entries' requests one commit takes; the rest wait for the next.
    static let batchLimit = 256

    init(store: any IdentityStore, clock: ServerClock, logger: ServerLogger) {
        self.clock = clock
        commits = GroupCommitQueue(
            name: "audit-log", maximumBatchSize: Self.batchLimit,
            runBatch: { batch in
                Self.write(batch.map(\.entries), store, logger)
                for member in batch { member.written.signal() }
            },
            refuse: { member in
                // After `close()` (the server stopping): written alone, on the caller's thread.
                Self.write([member.entries], store, logger)
                member.written.signal()
            })
    }

    /// Records `event`; returns once it is stored.
    public func record(_ event: AuditEvent) {
        record([event])
    }

    /// Records `events` together; returns once they are stored (or, refused by the store, logged).
    public func record(_ events: [AuditEvent]) {
        guard !events.isEmpty else { return }
        let member = Member(entries: events.map(entry(for:)), written: DispatchSemaphore(value: 0))
        commits.submit(member)
        member.written.wait()
    }

    /// Ends the commit thread; later entries are written by their callers, one request at a time.
    public func close() {
        commits.close()
    }

    /// Writes a batch's entries in one commit; when that fails, each request's entries alone, so one
    /// cannot fail the others.
    private static func write(
        _ batch: [[AuditEntryRecord]], _ store: any IdentityStore, _ logger: ServerLogger
    ) {
        do {
            try store.insertAuditEntries(batch.flatMap { $0 })
            return
        } catch where batch.count > 1 {
            for entries in batch { write([entries], store, logger) }
        } catch {
            // The entries are not secret: the server log keeps them when the store refuses them.
            for entry in batch.flatMap({ $0 }) {
                logger.error(
                    "audit entry not stored",
                    [
                        "error": .string(String(describing: error)), "kind": .string(entry.kind),
                        "actor": .string(entry.actorKind + (entry.actorId.map { ":" + $0 } ?? "")),
                        "target": entry.target.map(JSON.string) ?? .null, "outcome": .string(entry.outcome),
                        "request_id": entry.requestId.map(JSON.string) ?? .null,
                    ])
            }
        }
    }

    private func entry(for event: AuditEvent) -> AuditEntryRecord {
        let id = (try? SecureRandom.hex(bytes: 12)) ?? ""
        return AuditEntryRecord(
            id: id, time: clock.milliseconds, kind: event.kind.rawValue, actorKind: event.actor.kind.rawValue,
            actorId: event.actor.id, target: event.target, tenantId: event.tenantId,
            outcome: event.failure ?? "success", sourceAddress: event.sourceAddress, requestId: event.requestId,
            details: event.details.isEmpty ? nil : JSON.object(event.details).serialized)
    }
}
