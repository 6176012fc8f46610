import Foundation

/// Refresh-token exchanges in batches, written once for both engines: a batch reads the presented
/// tokens (locked, `SQLDialect.rowLock`), their accounts and identities in three statements, decides
/// every outcome with `RefreshExchangeBatch` (as if the exchanges ran one after another), and writes
/// the successors, the spent marks and the accounts' `lastRefreshAt` in one statement each (plus one
/// per replayed family). SQLite runs the statements one after another inside its write transaction;
/// PostgreSQL sends the reads with `BEGIN` and the writes with `COMMIT` (two round trips).
extension RelationalIdentityStore {
    /// The reads of a batch: tokens, accounts, identities (decode them with `decideExchanges`).
    public static func exchangeReads(_ requests: [RefreshExchangeRequest]) -> [SQLStatement] {
        let hashes = unique(requests.map(\.hash))
        let presented =
            "SELECT local_id FROM refresh_tokens WHERE token_hash IN (\(SQLStatement.placeholders(hashes.count)))"
        return [
            SQLStatement(
                "SELECT \(refreshTokenColumns) FROM refresh_tokens "
                    + "WHERE token_hash IN (\(SQLStatement.placeholders(hashes.count))) ORDER BY token_hash"
                    + dialect.rowLock, hashes),
            SQLStatement("SELECT \(accountColumns) FROM accounts WHERE local_id IN (\(presented))", hashes),
            SQLStatement(
                "SELECT \(providerColumns), local_id FROM provider_identities WHERE local_id IN (\(presented)) "
                    + "ORDER BY local_id, position", hashes),
        ]
    }

    /// The outcomes and writes of a batch from the rows `exchangeReads` returned, in order.
    public static func decideExchanges(
        _ requests: [RefreshExchangeRequest], tokens: [RefreshTokenRecord], accounts: [AccountRecord],
        providers: [(localId: String, identity: ProviderIdentity)]
    ) -> RefreshExchangeBatch {
        var identities: [String: [ProviderIdentity]] = [:]
        for (localId, identity) in providers { identities[localId, default: []].append(identity) }
        let accounts = accounts.map { account in
            var account = account
            account.providers = identities[account.localId] ?? []
            return account
        }
        return RefreshExchangeBatch(requests: requests, tokens: tokens, accounts: accounts)
    }

    /// Decodes a row of the identities read (`providerColumns`, then `local_id`).
    public static func providerWithOwner(from row: Session.Row) throws -> (
        localId: String, identity: ProviderIdentity
    ) {
        (try row.string(7), try provider(from: row))
    }

    /// The writes that carry a batch out (none of a kind the batch has nothing of).
    public static func exchangeWrites(_ batch: RefreshExchangeBatch) -> [SQLStatement] {
        var writes: [SQLStatement] = []
        if !batch.insertions.isEmpty {
            writes.append(
                SQLStatement(
                    "INSERT INTO refresh_tokens (\(refreshTokenColumns)) VALUES "
                        + SQLStatement.rowPlaceholders(batch.insertions.count, width: 11),
                    batch.insertions.flatMap(refreshTokenArguments)))
        }
        if !batch.spendings.isEmpty {
            writes.append(
                SQLStatement(
                    """
                    UPDATE refresh_tokens SET spent_at = v.column2, successor_hash = v.column3,
                        successor_sealed = v.column4
                    FROM (VALUES \(SQLStatement.rowPlaceholders(batch.spendings.count, width: 4))) AS v
                    WHERE refresh_tokens.token_hash = v.column1
                    """,
                    batch.spendings.flatMap { spending -> [any SQLArgumentConvertible] in
                        [spending.hash, spending.at, spending.successor.tokenHash, spending.successor.sealed]
                    })
            )
        }
        if !batch.accountRefreshes.isEmpty {
            writes.append(
                SQLStatement(
                    """
                    UPDATE accounts SET last_refresh_at = v.column2
                    FROM (VALUES \(SQLStatement.rowPlaceholders(batch.accountRefreshes.count, width: 2))) AS v
                    WHERE accounts.local_id = v.column1
                    """,
                    batch.accountRefreshes.flatMap { refresh -> [any SQLArgumentConvertible] in
                        [refresh.localId, refresh.at]
                    }))
        }
        for (familyId, at) in batch.familyRevocations {
            writes.append(
                SQLStatement(
                    "UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL",
                    [at, familyId]))
        }
        return writes
    }

    /// A batch inside the caller's write transaction, one statement after another.
    public static func exchangeRefreshTokens(in session: Session, _ requests: [RefreshExchangeRequest]) throws
        -> [RefreshExchange]
    {
        let reads = exchangeReads(requests)
        let tokens = try session.rows(reads[0].sql, reads[0].arguments, refreshToken(from:))
        let accounts = try session.rows(reads[1].sql, reads[1].arguments, account(from:))
        let providers = try session.rows(reads[2].sql, reads[2].arguments, providerWithOwner(from:))
        let batch = decideExchanges(requests, tokens: tokens, accounts: accounts, providers: providers)
        for write in exchangeWrites(batch) { try session.run(write.sql, write.arguments) }
        return batch.outcomes
    }

    private static func unique(_ hashes: [Data]) -> [Data] {
        var seen: Set<Data> = []
        return hashes.filter { seen.insert($0).inserted }
    }
}
