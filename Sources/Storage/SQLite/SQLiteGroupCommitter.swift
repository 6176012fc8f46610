internal import CSQLite
import Foundation

/// Group commit for one writer connection: callers queue write bodies and wait; a dedicated thread
/// takes everything queued, runs it as one batch (`SQLiteConnection.runBatch`) under the writer lock
/// and answers each caller only after the batch's `COMMIT` returned, so every answer is durable
/// (`synchronous=FULL`) while one fsync serves the whole batch (`GroupCommitQueue`).
final class SQLiteGroupCommitter: Sendable {
    /// One queued write: `run` executes the caller's body (keeping its result), `complete` answers the
    /// caller with the batch outcome for this member.
    struct Member {
        let run: (SQLiteConnection) throws -> Void
        let complete: ((any Error)?) -> Void
    }

    private let queue: GroupCommitQueue<Member>

    init(writer: SQLiteConnection, writerLock: NSLock, maximumBatchSize: Int) {
        queue = GroupCommitQueue(
            name: "sqlite-group-commit", maximumBatchSize: maximumBatchSize,
            runBatch: { batch in
                let outcomes = writerLock.withLock { writer.runBatch(batch.map(\.run)) }
                for (member, outcome) in zip(batch, outcomes) { member.complete(outcome) }
            },
            refuse: { $0.complete(Self.closedError) })
    }

    /// The most writes one transaction takes; later ones wait for the next batch.
    var maximumBatchSize: Int { queue.maximumBatchSize }

    /// Queues `member`; it completes on the committer's thread. Fails it at once after `close()`.
    func submit(_ member: Member) {
        queue.submit(member)
    }

    /// Batches run so far and their members, read atomically.
    var counts: (batches: Int, members: Int) { queue.counts }

    /// Refuses further writes; those still queued fail. A batch under way finishes first.
    func close() {
        queue.close()
    }

    private static let closedError = SQLiteError(
        code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "database is closed")
}
