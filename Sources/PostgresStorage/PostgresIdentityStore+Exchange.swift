import Foundation
import Storage

extension PostgresIdentityStore {
    /// Group-committed with the exchanges that arrive while a batch is under way: one READ COMMITTED
    /// transaction in two round trips per batch, the presented tokens locked
    /// (`PostgresExchangeBatcher`). Returns once the batch committed.
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        try await exchanges.exchange(
            RefreshExchangeRequest(hash: hash, now: now, graceSeconds: graceSeconds, successor: successor))
    }

    /// Exchange batches committed so far and the exchanges they held.
    public var exchangeBatchCounts: (batches: Int, members: Int) { exchanges.counts }

    /// Exchanges queued for the next batch.
    public var exchangesWaiting: Int { exchanges.waitingCount }
}
