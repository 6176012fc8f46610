import Foundation
import Storage

/// Group commit of refresh-token exchanges on PostgreSQL: exchanges that arrive while a batch is
/// under way wait for the next one (`GroupCommitQueue`), and a batch is one READ COMMITTED transaction
/// in two round trips whatever its size (`PostgresDatabase.pipelinedTransaction`):
///
/// 1. `BEGIN`, the presented tokens locked in `token_hash` order (`FOR UPDATE`, so two batches never
///    deadlock on each other), their accounts and their provider identities;
/// 2. the successors inserted, the tokens marked spent, the accounts' `lastRefreshAt`, replayed
///    families revoked — one statement each, over arrays — and `COMMIT`.
///
/// The outcomes are decided in between by `RefreshExchangeBatch`, the rules every store applies, as
/// if the exchanges ran one after another. Batches of unrelated families lock different rows and
/// never conflict. When a batch of several fails for a reason other than an unreachable database,
/// each exchange is retried alone, so one member cannot fail the others.
final class PostgresExchangeBatcher: Sendable {
    private struct Member {
        let request: RefreshExchangeRequest
        let complete: @Sendable (Result<RefreshExchange, any Error>) -> Void
    }

    private let queue: GroupCommitQueue<Member>

    init(database: PostgresDatabase, maximumBatchSize: Int = 64) {
        queue = GroupCommitQueue(
            name: "postgres-refresh-batch", maximumBatchSize: maximumBatchSize,
            runBatch: { batch in
                for (member, outcome) in zip(batch, Self.run(batch.map(\.request), in: database)) {
                    member.complete(outcome)
                }
            },
            refuse: { $0.complete(.failure(StoreError.unavailable("the store is closed"))) })
    }

    func exchange(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try await withCheckedThrowingContinuation { continuation in
            queue.submit(Member(request: request, complete: { continuation.resume(with: $0) }))
        }
    }

    /// Batches committed so far and the exchanges they held.
    var counts: (batches: Int, members: Int) { queue.counts }

    /// Exchanges waiting for the next batch.
    var waitingCount: Int { queue.waitingCount }

    func close() {
        queue.close()
    }

    private static func run(_ requests: [RefreshExchangeRequest], in database: PostgresDatabase)
        -> [Result<RefreshExchange, any Error>]
    {
        do {
            return try exchange(requests, in: database).map { .success($0) }
        } catch let error as PostgresError {
            let mapped = PostgresIdentityStore.storeError(for: error)
            guard requests.count > 1, mapped != .unavailable else {
                return requests.map { _ in .failure(mapped) }
            }
            return requests.flatMap { run([$0], in: database) }
        } catch {
            return requests.map { _ in .failure(error) }
        }
    }

    private typealias Store = PostgresIdentityStore

    private static func exchange(_ requests: [RefreshExchangeRequest], in database: PostgresDatabase) throws
        -> [RefreshExchange]
    {
        let hashes = PostgresArrayParameter.bytea(requests.map(\.hash))
        let presented = "SELECT local_id FROM refresh_tokens WHERE token_hash = ANY($1)"
        let reads = [
            PostgresStatement(
                "SELECT \(Store.refreshTokenColumns) FROM refresh_tokens WHERE token_hash = ANY($1) "
                    + "ORDER BY token_hash FOR UPDATE", [hashes]),
            PostgresStatement(
                "SELECT \(Store.accountColumns) FROM accounts WHERE local_id IN (\(presented))", [hashes]),
            PostgresStatement(
                "SELECT \(Store.providerColumns), local_id FROM provider_identities "
                    + "WHERE local_id IN (\(presented)) ORDER BY local_id, position", [hashes]),
        ]
        return try database.pipelinedTransaction(.readCommitted, reads: reads) { results in
            let tokens = results[0].rows(Store.refreshToken(from:))
            var providers: [String: [ProviderIdentity]] = [:]
            for (localId, provider) in results[2].rows({ ($0.string(7), Store.provider(from: $0)) }) {
                providers[localId, default: []].append(provider)
            }
            let accounts = results[1].rows(Store.account(from:)).map { account in
                var account = account
                account.providers = providers[account.localId] ?? []
                return account
            }
            let batch = RefreshExchangeBatch(requests: requests, tokens: tokens, accounts: accounts)
            return (writes(of: batch), batch.outcomes)
        }
    }

    /// The batch's writes as one statement per kind (none when there is nothing of that kind).
    private static func writes(of batch: RefreshExchangeBatch) -> [PostgresStatement] {
        var writes: [PostgresStatement] = []
        let inserted = batch.insertions
        if !inserted.isEmpty {
            writes.append(
                PostgresStatement(
                    """
                    INSERT INTO refresh_tokens (\(Store.refreshTokenColumns))
                    SELECT * FROM unnest($1::bytea[], $2::text[], $3::text[], $4::text[], $5::bigint[],
                        $6::bigint[], $7::bigint[], $8::bigint[], $9::bytea[], $10::bytea[], $11::bigint[])
                    """,
                    [
                        PostgresArrayParameter.bytea(inserted.map(\.tokenHash)),
                        PostgresArrayParameter.text(inserted.map(\.familyId)),
                        PostgresArrayParameter.text(inserted.map(\.localId)),
                        PostgresArrayParameter.text(inserted.map(\.signInProvider)),
                        PostgresArrayParameter.int64(inserted.map(\.authTime)),
                        PostgresArrayParameter.int64(inserted.map(\.createdAt)),
                        PostgresArrayParameter.int64(inserted.map(\.absoluteExpiry)),
                        PostgresArrayParameter.int64(inserted.map(\.spentAt)),
                        PostgresArrayParameter.bytea(inserted.map(\.successorHash)),
                        PostgresArrayParameter.bytea(inserted.map(\.successorSealed)),
                        PostgresArrayParameter.int64(inserted.map(\.revokedAt)),
                    ]))
        }
        let spent = batch.spendings
        if !spent.isEmpty {
            writes.append(
                PostgresStatement(
                    """
                    UPDATE refresh_tokens AS t
                    SET spent_at = v.spent_at, successor_hash = v.successor_hash,
                        successor_sealed = v.successor_sealed
                    FROM unnest($1::bytea[], $2::bigint[], $3::bytea[], $4::bytea[])
                        AS v (token_hash, spent_at, successor_hash, successor_sealed)
                    WHERE t.token_hash = v.token_hash
                    """,
                    [
                        PostgresArrayParameter.bytea(spent.map(\.hash)),
                        PostgresArrayParameter.int64(spent.map(\.at)),
                        PostgresArrayParameter.bytea(spent.map(\.successor.tokenHash)),
                        PostgresArrayParameter.bytea(spent.map(\.successor.sealed)),
                    ]))
        }
        let refreshed = batch.accountRefreshes
        if !refreshed.isEmpty {
            writes.append(
                PostgresStatement(
                    """
                    UPDATE accounts AS a SET last_refresh_at = v.at
                    FROM unnest($1::text[], $2::bigint[]) AS v (local_id, at) WHERE a.local_id = v.local_id
                    """,
                    [
                        PostgresArrayParameter.text(refreshed.map(\.localId)),
                        PostgresArrayParameter.int64(refreshed.map(\.at)),
                    ]))
        }
        let revoked = batch.familyRevocations
        if !revoked.isEmpty {
            writes.append(
                PostgresStatement(
                    """
                    UPDATE refresh_tokens AS t SET revoked_at = v.at
                    FROM unnest($1::text[], $2::bigint[]) AS v (family_id, at)
                    WHERE t.family_id = v.family_id AND t.revoked_at IS NULL
                    """,
                    [
                        PostgresArrayParameter.text(revoked.map(\.familyId)),
                        PostgresArrayParameter.int64(revoked.map(\.at)),
                    ]))
        }
        return writes
    }
}
