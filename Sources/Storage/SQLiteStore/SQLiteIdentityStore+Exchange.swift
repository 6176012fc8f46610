import Foundation

extension SQLiteIdentityStore {
    /// Group-committed: the exchanges that arrive during a batch share the next write transaction and
    /// its fsync (`RefreshExchangeBatcher`, `exchangeRefreshTokens(in:_:)`); each returns only after
    /// that commit.
    public func exchangeRefreshToken(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try await exchanges.exchange(request)
    }

    /// `exchangeRefreshToken` without a task: `completion` runs on the batch thread after the commit.
    public func exchangeRefreshToken(
        _ request: RefreshExchangeRequest,
        completion: @escaping @Sendable (Result<RefreshExchange, any Error>) -> Void
    ) {
        exchanges.exchange(request, completion: completion)
    }

    /// Exchange batches committed so far and the exchanges they held.
    public var exchangeBatchCounts: (batches: Int, members: Int) { exchanges.counts }

    /// The batcher of `database`'s exchanges.
    static func exchangeBatcher(for database: SQLiteDatabase) -> RefreshExchangeBatcher {
        RefreshExchangeBatcher(name: "sqlite-refresh-batch") { requests in
            do {
                return try database.write { try exchangeRefreshTokens(in: $0, requests) }
            } catch let error as SQLiteError {
                throw storeError(for: error)
            }
        }
    }
}
