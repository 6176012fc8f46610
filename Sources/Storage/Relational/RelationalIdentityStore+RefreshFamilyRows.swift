import Foundation

/// The rows of families whose tokens carry the family id (`RefreshFamilyRow`): the columns of
/// `refresh_token_families` past its account and expiry, set when `current_hash` is (families of
/// tokens stored by hash leave them NULL).
extension RelationalIdentityStore {
    public static var refreshFamilyColumns: String {
        """
        family_id, local_id, sign_in_provider, auth_time, created_at, absolute_expiry, current_hash,
        previous_hash, previous_spent_at, previous_sealed, revoked_at
        """
    }

    public static func refreshFamily(from row: Session.Row) throws -> RefreshFamilyRow {
        RefreshFamilyRow(
            familyId: try row.string(0), localId: try row.string(1), signInProvider: try row.string(2),
            authTime: try row.int64(3), createdAt: try row.int64(4), absoluteExpiry: try row.int64(5),
            currentHash: try row.data(6), previousHash: try row.optionalData(7),
            previousSpentAt: try row.optionalInt64(8), previousSealed: try row.optionalData(9),
            revokedAt: try row.optionalInt64(10))
    }

    /// The family's row, when its tokens live in it.
    static func loadRefreshFamily(_ session: Session, familyId: String) throws -> RefreshFamilyRow? {
        try session.firstRow(
            "SELECT \(refreshFamilyColumns) FROM refresh_token_families "
                + "WHERE family_id = $1 AND current_hash IS NOT NULL", [familyId], refreshFamily(from:))
    }

    /// Starts the family of `first` in its own row. Throws `duplicateKey` when the family exists and
    /// `accountNotFound` when its account does not.
    static func insertRefreshFamily(_ session: Session, _ first: RefreshTokenRecord) throws {
        let exists = try session.firstRow(
            "SELECT 1 FROM refresh_token_families WHERE family_id = $1", [first.familyId]
        ) { _ in true }
        guard exists == nil else { throw StoreError.duplicateKey }
        let account = try session.firstRow(
            "SELECT 1 FROM accounts WHERE local_id = $1", [first.localId]
        ) { _ in true }
        guard account != nil else { throw StoreError.accountNotFound }
        let row = RefreshFamilyRow(first: first)
        try session.run(
            "INSERT INTO refresh_token_families (\(refreshFamilyColumns)) VALUES "
                + SQLStatement.rowPlaceholders(1, width: 11),
            [
                row.familyId, row.localId, row.signInProvider, row.authTime, row.createdAt,
                row.absoluteExpiry,
                row.currentHash, row.previousHash, row.previousSpentAt, row.previousSealed, row.revokedAt,
            ])
    }
}
