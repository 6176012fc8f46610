import AuthCrypto
import Foundation
import Storage
import Synchronization

/// Writes audit entries to the store. An admin action's entry is written before its request is
/// answered (a failed write is logged with the entry, so it is never lost silently); security events
/// (failed sign-ins, …) are queued and written in batches a moment later, so a sign-in waits on no
/// extra commit. `drain()` writes what is queued (the server calls it when it stops).
public final class AuditLog: Sendable {
    private let store: any IdentityStore
    private let clock: ServerClock
    private let logger: ServerLogger
    /// How long a queued entry waits for others to share its commit.
    private let batchDelay: Duration
    private let queue = Mutex(Queue())

    private struct Queue {
        var entries: [AuditEntryRecord] = []
        var flushScheduled = false
    }

    /// A batch is written early once this many entries wait.
    static let batchLimit = 200

    init(store: any IdentityStore, clock: ServerClock, logger: ServerLogger, batchDelay: Duration = .milliseconds(200)) {
        self.store = store
        self.clock = clock
        self.logger = logger
        self.batchDelay = batchDelay
    }

    /// Records `event` now: written at once for an admin action, queued otherwise.
    public func record(_ event: AuditEvent) {
        record([event])
    }

    /// Records `events`: admin actions written at once (together, in one commit), the others queued.
    public func record(_ events: [AuditEvent]) {
        write(events.filter(\.kind.isAdminAction).map(entry(for:)))
        let later = events.filter { !$0.kind.isAdminAction }.map(entry(for:))
        guard !later.isEmpty else { return }
        let (schedule, full) = queue.withLock { queue -> (Bool, Bool) in
            queue.entries += later
            let schedule = !queue.flushScheduled
            queue.flushScheduled = true
            return (schedule, queue.entries.count >= Self.batchLimit)
        }
        if full {
            flush()
        } else if schedule {
            let delay = batchDelay
            Task.detached { [weak self] in
                try? await Task.sleep(for: delay)
                self?.flush()
            }
        }
    }

    /// Writes every queued entry now.
    public func drain() {
        flush()
    }

    private func flush() {
        let entries = queue.withLock { queue in
            defer {
                queue.entries = []
                queue.flushScheduled = false
            }
            return queue.entries
        }
        write(entries)
    }

    private func write(_ entries: [AuditEntryRecord]) {
        guard !entries.isEmpty else { return }
        do {
            try store.insertAuditEntries(entries)
        } catch {
            // The entries are not secret: the server log keeps them when the store refuses them.
            for entry in entries {
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
        let id = ((try? SecureRandom.bytes(count: 12)) ?? []).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
        return AuditEntryRecord(
            id: id, time: clock.milliseconds, kind: event.kind.rawValue, actorKind: event.actor.kind.rawValue,
            actorId: event.actor.id, target: event.target, tenantId: event.tenantId,
            outcome: event.failure ?? "success", sourceAddress: event.sourceAddress, requestId: event.requestId,
            details: event.details.isEmpty ? nil : JSON.object(event.details).serialized)
    }
}
