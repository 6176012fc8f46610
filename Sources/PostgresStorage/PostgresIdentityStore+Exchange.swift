import Foundation
import Storage

extension PostgresIdentityStore {
    /// Group-committed with the exchanges that arrive while a batch is under way
    /// (`RefreshExchangeBatcher`): a batch is one READ COMMITTED transaction in two round trips
    /// whatever its size (`exchangeBatch(_:in:)`). Returns once the batch committed.
    public func exchangeRefreshToken(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try await exchanges.exchange(request)
    }

    /// Exchange batches committed so far and the exchanges they held.
    public var exchangeBatchCounts: (batches: Int, members: Int) { exchanges.counts }

    /// Exchanges queued for the next batch.
    public var exchangesWaiting: Int { exchanges.waitingCount }

    static func exchangeBatcher(for database: PostgresDatabase) -> RefreshExchangeBatcher {
        RefreshExchangeBatcher(name: "postgres-refresh-batch") { requests in
            do {
                return try exchangeBatch(requests, in: database)
            } catch let error as PostgresError {
                throw storeError(for: error)
            }
        }
    }

    /// One batch in two round trips (`PostgresDatabase.pipelinedTransaction`): `BEGIN` with the reads
    /// of `exchangeReads` (the presented tokens locked in `token_hash` order, then the presented
    /// families' rows in `family_id` order, so two batches never deadlock on each other), then the
    /// writes of `exchangeWrites` with `COMMIT`. Batches of unrelated families lock different rows and
    /// never conflict.
    static func exchangeBatch(_ requests: [RefreshExchangeRequest], in database: PostgresDatabase) throws
        -> [RefreshExchange]
    {
        let reads = exchangeReads(requests).map(PostgresStatement.init)
        return try database.pipelinedTransaction(.readCommitted, reads: reads) { results in
            let batch = decideExchanges(
                requests, tokens: try results[0].rows(refreshToken(from:)),
                families: try results[1].rows(refreshFamily(from:)),
                accounts: try results[2].rows(account(from:)),
                providers: try results[3].rows(providerWithOwner(from:)))
            return (exchangeWrites(batch).map(PostgresStatement.init), batch.outcomes)
        }
    }
}
