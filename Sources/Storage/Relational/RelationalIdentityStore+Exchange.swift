import Foundation

/// Refresh-token exchanges in batches, written once for both engines: a batch reads the presented
/// tokens and family rows (locked, `SQLDialect.rowLock`), their accounts and identities in four
/// statements, decides every outcome with `RefreshExchangeBatch` (as if the exchanges ran one after
/// another), and writes the successors, the spent marks, the rewritten family rows and the accounts'
/// `lastRefreshAt` in one statement each (plus two per replayed family). SQLite runs the statements
/// one after another inside its write transaction; PostgreSQL sends the reads with `BEGIN` and the
/// writes with `COMMIT` (two round trips).
extension RelationalIdentityStore {
    /// The reads of a batch: tokens in rows of their own, family rows, accounts, identities (decode
    /// them with `decideExchanges`).
    public static func exchangeReads(_ requests: [RefreshExchangeRequest]) -> [SQLStatement] {
        let hashes = unique(requests.filter { $0.familyId == nil }.map(\.hash))
        let familyIds = unique(requests.compactMap(\.familyId))
        let tokenList = inList(hashes.count, from: 1)
        let familyList = inList(familyIds.count, from: hashes.count + 1)
        let owners = """
            SELECT local_id FROM refresh_tokens WHERE token_hash IN (\(tokenList))
            UNION SELECT local_id FROM refresh_token_families WHERE family_id IN (\(familyList))
            """
        let both: [any SQLArgumentConvertible] = hashes + familyIds
        return [
            SQLStatement(
                "SELECT \(refreshTokenColumns) FROM refresh_tokens "
                    + "WHERE token_hash IN (\(tokenList)) ORDER BY token_hash" + dialect.rowLock, hashes),
            SQLStatement(
                "SELECT \(refreshFamilyColumns) FROM refresh_token_families "
                    + "WHERE family_id IN (\(inList(familyIds.count, from: 1))) AND current_hash IS NOT NULL "
                    + "ORDER BY family_id" + dialect.rowLock, familyIds),
            SQLStatement("SELECT \(accountColumns) FROM accounts WHERE local_id IN (\(owners))", both),
            SQLStatement(
                "SELECT \(providerColumns), local_id FROM provider_identities WHERE local_id IN (\(owners)) "
                    + "ORDER BY local_id, position", both),
        ]
    }

    /// The outcomes and writes of a batch from the rows `exchangeReads` returned, in order.
    public static func decideExchanges(
        _ requests: [RefreshExchangeRequest], tokens: [RefreshTokenRecord], families: [RefreshFamilyRow],
        accounts: [AccountRecord], providers: [(localId: String, identity: ProviderIdentity)]
    ) -> RefreshExchangeBatch {
        var identities: [String: [ProviderIdentity]] = [:]
        for (localId, identity) in providers { identities[localId, default: []].append(identity) }
        let accounts = accounts.map { account in
            var account = account
            account.providers = identities[account.localId] ?? []
            return account
        }
        let rows = Dictionary(families.map { ($0.familyId, $0) }, uniquingKeysWith: { first, _ in first })
        let presentedInRows = requests.compactMap { request in
            request.familyId.flatMap { rows[$0] }?.presented(hash: request.hash)
        }
        return RefreshExchangeBatch(requests: requests, tokens: tokens + presentedInRows, accounts: accounts)
    }

    /// Decodes a row of the identities read (`providerColumns`, then `local_id`).
    public static func providerWithOwner(from row: Session.Row) throws -> (
        localId: String, identity: ProviderIdentity
    ) {
        (try row.string(providerColumnCount), try provider(from: row))
    }

    /// The writes that carry a batch out (none of a kind the batch has nothing of).
    public static func exchangeWrites(_ batch: RefreshExchangeBatch) -> [SQLStatement] {
        var writes: [SQLStatement] = []
        let insertions = batch.insertions.filter { !$0.inFamilyRow }
        if !insertions.isEmpty {
            writes.append(
                SQLStatement(
                    "INSERT INTO refresh_tokens (\(refreshTokenColumns)) VALUES "
                        + SQLStatement.rowPlaceholders(insertions.count, width: 11),
                    insertions.flatMap(refreshTokenArguments)))
        }
        let spendings = batch.spendings.filter { $0.familyId == nil }
        if !spendings.isEmpty {
            writes.append(
                SQLStatement(
                    """
                    UPDATE refresh_tokens SET spent_at = v.column2, successor_hash = v.column3,
                        successor_sealed = v.column4
                    FROM (VALUES \(SQLStatement.rowPlaceholders(spendings.count, width: 4))) AS v
                    WHERE refresh_tokens.token_hash = v.column1
                    """,
                    spendings.flatMap { spending -> [any SQLArgumentConvertible] in
                        [spending.hash, spending.at, spending.successor.tokenHash, spending.successor.sealed]
                    })
            )
        }
        let rotations = batch.spendings.compactMap { spending in spending.familyId.map { ($0, spending) } }
        if !rotations.isEmpty {
            // A family's row rewritten in place: the spent token becomes the previous one.
            writes.append(
                SQLStatement(
                    """
                    UPDATE refresh_token_families SET previous_hash = v.column2, previous_spent_at = v.column3,
                        created_at = v.column3, previous_sealed = v.column4, current_hash = v.column5
                    FROM (VALUES \(SQLStatement.rowPlaceholders(rotations.count, width: 5))) AS v
                    WHERE refresh_token_families.family_id = v.column1
                    """,
                    rotations.flatMap { familyId, spending -> [any SQLArgumentConvertible] in
                        [
                            familyId, spending.hash, spending.at, spending.successor.sealed,
                            spending.successor.tokenHash,
                        ]
                    }))
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
            writes.append(
                SQLStatement(
                    """
                    UPDATE refresh_token_families SET revoked_at = $1
                    WHERE family_id = $2 AND current_hash IS NOT NULL AND revoked_at IS NULL
                    """, [at, familyId]))
        }
        return writes
    }

    /// A batch inside the caller's write transaction, one statement after another.
    public static func exchangeRefreshTokens(in session: Session, _ requests: [RefreshExchangeRequest]) throws
        -> [RefreshExchange]
    {
        let reads = exchangeReads(requests)
        let tokens = try session.rows(reads[0].sql, reads[0].arguments, refreshToken(from:))
        let families = try session.rows(reads[1].sql, reads[1].arguments, refreshFamily(from:))
        let accounts = try session.rows(reads[2].sql, reads[2].arguments, account(from:))
        let providers = try session.rows(reads[3].sql, reads[3].arguments, providerWithOwner(from:))
        let batch = decideExchanges(
            requests, tokens: tokens, families: families, accounts: accounts, providers: providers)
        for write in exchangeWrites(batch) { try session.run(write.sql, write.arguments) }
        return batch.outcomes
    }

    private static func unique<Key: Hashable>(_ keys: [Key]) -> [Key] {
        var seen: Set<Key> = []
        return keys.filter { seen.insert($0).inserted }
    }

    /// The placeholders of an `IN (…)` list, or `NULL` (a list nothing is in) for no values.
    private static func inList(_ count: Int, from first: Int) -> String {
        count == 0 ? "NULL" : SQLStatement.placeholders(count, from: first)
    }
}
