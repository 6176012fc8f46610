/// Group commit of a store's refresh-token exchanges: the exchanges that arrive while a batch is under
/// way wait for the next one (`GroupCommitQueue`), and `commit` decides and writes a whole batch in one
/// transaction (`RelationalIdentityStore.exchangeRefreshTokens(in:_:)`, or PostgreSQL's pipelined
/// version) and returns one outcome per exchange once it committed.
///
/// When a batch of several fails for a reason other than an unavailable database, each exchange is
/// committed again alone, so one member cannot fail the others.
public final class RefreshExchangeBatcher: Sendable {
    private struct Member {
        let request: RefreshExchangeRequest
        let complete: @Sendable (Result<RefreshExchange, any Error>) -> Void
    }

    private let queue: GroupCommitQueue<Member>

    /// - Parameter commit: commits one batch; throws `StoreError`s.
    public init(
        name: String, maximumBatchSize: Int = 64,
        commit: @escaping @Sendable ([RefreshExchangeRequest]) throws -> [RefreshExchange]
    ) {
        queue = GroupCommitQueue(
            name: name, maximumBatchSize: maximumBatchSize,
            runBatch: { batch in
                for (member, outcome) in zip(batch, Self.run(batch.map(\.request), commit)) {
                    member.complete(outcome)
                }
            },
            refuse: { $0.complete(.failure(StoreError.unavailable("the store is closed"))) })
    }

    /// Queues the exchange and returns its outcome once its batch committed.
    public func exchange(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try await withCheckedThrowingContinuation { continuation in
            exchange(request) { continuation.resume(with: $0) }
        }
    }

    /// Queues the exchange; `completion` gets its outcome on the batch thread once its batch
    /// committed (or at once, refused, after `close()`).
    public func exchange(
        _ request: RefreshExchangeRequest,
        completion: @escaping @Sendable (Result<RefreshExchange, any Error>) -> Void
    ) {
        queue.submit(Member(request: request, complete: completion))
    }

    /// Batches committed so far and the exchanges they held.
    public var counts: (batches: Int, members: Int) { queue.counts }

    /// Exchanges waiting for the next batch.
    public var waitingCount: Int { queue.waitingCount }

    /// Refuses further exchanges (`StoreError.unavailable`); a batch under way finishes first.
    public func close() {
        queue.close()
    }

    private static func run(
        _ requests: [RefreshExchangeRequest],
        _ commit: ([RefreshExchangeRequest]) throws -> [RefreshExchange]
    ) -> [Result<RefreshExchange, any Error>] {
        do {
            let outcomes = try commit(requests)
            guard outcomes.count == requests.count else {
                throw StoreError.storageFailure(
                    "a batch returned \(outcomes.count) outcomes for \(requests.count)")
            }
            return outcomes.map { .success($0) }
        } catch {
            guard requests.count > 1, (error as? StoreError) != .unavailable else {
                return requests.map { _ in .failure(error) }
            }
            return requests.flatMap { run([$0], commit) }
        }
    }
}
