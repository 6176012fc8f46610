import Foundation

/// The queue and thread of a group commit: callers submit members; a dedicated thread takes everything
/// queued (up to `maximumBatchSize`) and hands it to `runBatch`, which commits the batch once and
/// answers each member.
///
/// No caller waits for company: a member submitted while the thread is idle runs at once, alone.
/// Batches form only while a batch is under way, from the members that arrived during it. The thread
/// starts on the first member and ends after a second without any.
public final class GroupCommitQueue<Member>: @unchecked Sendable {
    /// The most members one batch takes; later ones wait for the next batch.
    public let maximumBatchSize: Int
    private let name: String
    private let runBatch: ([Member]) -> Void
    private let refuse: (Member) -> Void
    private let condition = NSCondition()
    private var queue: [Member] = []
    private var isThreadRunning = false
    private var isClosed = false
    /// Batches run so far and members they held.
    private var statistics: (batches: Int, members: Int) = (0, 0)

    /// - Parameters:
    ///   - name: the thread's name.
    ///   - runBatch: runs one batch on the queue's thread and answers every member of it.
    ///   - refuse: answers a member that arrives after `close()`, or was still queued then.
    public init(
        name: String, maximumBatchSize: Int, runBatch: @escaping ([Member]) -> Void,
        refuse: @escaping (Member) -> Void
    ) {
        self.name = name
        self.maximumBatchSize = max(1, maximumBatchSize)
        self.runBatch = runBatch
        self.refuse = refuse
    }

    /// Queues `member`; it is answered on the queue's thread (or refused at once after `close()`).
    public func submit(_ member: Member) {
        condition.lock()
        guard !isClosed else {
            condition.unlock()
            refuse(member)
            return
        }
        queue.append(member)
        if !isThreadRunning {
            isThreadRunning = true
            let thread = Thread { [self] in runLoop() }
            thread.name = name
            thread.start()
        } else {
            condition.signal()
        }
        condition.unlock()
    }

    /// Batches taken so far (the one under way included) and their members, read atomically.
    public var counts: (batches: Int, members: Int) {
        condition.lock()
        defer { condition.unlock() }
        return statistics
    }

    /// Members queued for a later batch (not the one under way).
    public var waitingCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count
    }

    /// Refuses further members; those still queued are refused. A batch under way finishes first.
    public func close() {
        condition.lock()
        isClosed = true
        let abandoned = queue
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
        for member in abandoned { refuse(member) }
    }

    private func runLoop() {
        while let batch = nextBatch() { runBatch(batch) }
    }

    /// Waits for queued members and takes up to `maximumBatchSize` of them; nil ends the thread
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
        // Counted when taken, before `runBatch` answers its members: a member that has its answer
        // finds its batch in `counts`.
        statistics.batches += 1
        statistics.members += count
        return batch
    }
}
