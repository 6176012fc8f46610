internal import CSQLite
import Foundation

/// Group commit for one writer connection: callers queue write bodies and wait; a dedicated thread
/// takes everything queued, runs it as one batch (`SQLiteConnection.runBatch`) under the writer lock
/// and answers each caller only after the batch's `COMMIT` returned, so every answer is durable
/// (`synchronous=FULL`) while one fsync serves the whole batch.
///
/// No caller waits for company: a write queued while the thread is idle runs at once, alone. Batches
/// form only while a commit is under way, from the writes that arrived during it. The thread starts on
/// the first write and ends after a second without any.
final class SQLiteGroupCommitter: @unchecked Sendable {
    /// One queued write: `run` executes the caller's body (keeping its result), `complete` answers the
    /// caller with the batch outcome for this member.
    struct Member {
        let run: (SQLiteConnection) throws -> Void
        let complete: ((any Error)?) -> Void
    }

    /// The most writes one transaction takes; later ones wait for the next batch.
    let maximumBatchSize: Int
    private let writer: SQLiteConnection
    private let writerLock: NSLock
    private let condition = NSCondition()
    private var queue: [Member] = []
    private var isThreadRunning = false
    private var isClosed = false
    /// Batches committed so far and members they held (for tests and diagnostics).
    private(set) var statistics: (batches: Int, members: Int) = (0, 0)

    init(writer: SQLiteConnection, writerLock: NSLock, maximumBatchSize: Int) {
        self.writer = writer
        self.writerLock = writerLock
        self.maximumBatchSize = max(1, maximumBatchSize)
    }

    /// Queues `member`; it completes on the committer's thread. Fails it at once after `close()`.
    func submit(_ member: Member) {
        condition.lock()
        guard !isClosed else {
            condition.unlock()
            member.complete(Self.closedError)
            return
        }
        queue.append(member)
        if !isThreadRunning {
            isThreadRunning = true
            let thread = Thread { [self] in runLoop() }
            thread.name = "sqlite-group-commit"
            thread.start()
        } else {
            condition.signal()
        }
        condition.unlock()
    }

    /// Batches run so far and their members, read atomically.
    var counts: (batches: Int, members: Int) {
        condition.lock()
        defer { condition.unlock() }
        return statistics
    }

    /// Refuses further writes; those still queued fail. A batch under way finishes first.
    func close() {
        condition.lock()
        isClosed = true
        let abandoned = queue
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
        for member in abandoned { member.complete(Self.closedError) }
    }

    private static let closedError = SQLiteError(
        code: SQLITE_MISUSE, extendedCode: SQLITE_MISUSE, message: "database is closed")

    private func runLoop() {
        while let batch = nextBatch() {
            let outcomes = writerLock.withLock { writer.runBatch(batch.map(\.run)) }
            condition.lock()
            statistics.batches += 1
            statistics.members += batch.count
            condition.unlock()
            for (member, outcome) in zip(batch, outcomes) { member.complete(outcome) }
        }
    }

    /// Waits for queued writes and takes up to `maximumBatchSize` of them; nil ends the thread
    /// (closed, or idle for a second).
    private func nextBatch() -> [Member]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty {
            if isClosed || !condition.wait(until: Date(timeIntervalSinceNow: 1)) && queue.isEmpty {
                isThreadRunning = false
                return nil
            }
        }
        let count = min(queue.count, maximumBatchSize)
        let batch = Array(queue.prefix(count))
        queue.removeFirst(count)
        return batch
    }
}
