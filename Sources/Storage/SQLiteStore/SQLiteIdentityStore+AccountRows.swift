extension SQLiteIdentityStore {
    static let accountColumns = """
        local_id, tenant_key, email, email_verified, password_hash, password_updated_at, display_name,
        photo_url, phone_number, disabled, created_at, last_login_at, last_refresh_at, valid_since,
        custom_attributes, anonymous
        """

    /// Decodes a row selected with `accountColumns`; providers are filled in separately.
    static func account(from row: Row) -> AccountRecord {
        let tenantKey = row.string(1)
        return AccountRecord(
            localId: row.string(0), tenantId: tenantKey.isEmpty ? nil : tenantKey,
            email: row.optionalString(2),
            emailVerified: row.bool(3), passwordHash: row.optionalString(4),
            passwordUpdatedAt: row.optionalInt64(5),
            displayName: row.optionalString(6), photoURL: row.optionalString(7),
            phoneNumber: row.optionalString(8),
            disabled: row.bool(9), createdAt: row.int64(10), lastLoginAt: row.optionalInt64(11),
            lastRefreshAt: row.optionalInt64(12), validSince: row.int64(13),
            customAttributes: row.optionalString(14),
            anonymous: row.bool(15))
    }

    /// Loads the accounts matched by `whereClause` with their providers.
    static func loadAccounts(
        _ connection: SQLiteConnection, where whereClause: String,
        _ arguments: [any SQLiteBindable]
    ) throws -> [AccountRecord] {
        var accounts = try connection.query(
            "SELECT \(accountColumns) FROM accounts WHERE \(whereClause)", arguments, account(from:))
        for index in accounts.indices {
            accounts[index].providers = try loadProviders(connection, localId: accounts[index].localId)
        }
        return accounts
    }

    static func loadAccount(_ connection: SQLiteConnection, localId: String) throws -> AccountRecord? {
        try loadAccounts(connection, where: "local_id = ?", [localId]).first
    }

    static func loadProviders(_ connection: SQLiteConnection, localId: String) throws -> [ProviderIdentity] {
        try connection.query(
            """
            SELECT provider_id, raw_id, email, display_name, photo_url, federated_id, phone_number
            FROM provider_identities WHERE local_id = ? ORDER BY position
            """, [localId]
        ) { row in
            ProviderIdentity(
                providerId: row.string(0), rawId: row.string(1), email: row.optionalString(2),
                displayName: row.optionalString(3), photoURL: row.optionalString(4),
                federatedId: row.optionalString(5), phoneNumber: row.optionalString(6))
        }
    }

    /// The account's column values in `accountColumns` order.
    static func accountArguments(_ account: AccountRecord) -> [any SQLiteBindable] {
        [
            account.localId, account.tenantKey, account.email, account.emailVerified, account.passwordHash,
            account.passwordUpdatedAt, account.displayName, account.photoURL, account.phoneNumber,
            account.disabled,
            account.createdAt, account.lastLoginAt, account.lastRefreshAt, account.validSince,
            account.customAttributes, account.anonymous,
        ]
    }

    /// Throws the uniqueness error `account` would break, checking in the same order as every store.
    static func validateUniqueness(_ connection: SQLiteConnection, of account: AccountRecord) throws {
        try account.validateProviders()
        if let email = account.normalizedEmail,
            try connection.queryOne(
                "SELECT 1 FROM accounts WHERE tenant_key = ? AND email_normalized = ? AND local_id <> ?",
                [account.tenantKey, email, account.localId], { _ in true }) != nil
        {
            throw StoreError.emailExists
        }
        if let phone = account.phoneNumber,
            try connection.queryOne(
                "SELECT 1 FROM accounts WHERE tenant_key = ? AND phone_number = ? AND local_id <> ?",
                [account.tenantKey, phone, account.localId], { _ in true }) != nil
        {
            throw StoreError.phoneNumberExists
        }
        for identity in account.providers {
            let owner = try connection.queryOne(
                "SELECT 1 FROM provider_identities WHERE tenant_key = ? AND provider_id = ? AND raw_id = ? "
                    + "AND local_id <> ?",
                [account.tenantKey, identity.providerId, identity.rawId, account.localId]
            ) { _ in true }
            if owner != nil { throw StoreError.federatedIdAlreadyLinked }
        }
    }

    /// Replaces the account's provider rows with `account.providers`.
    static func saveProviders(_ connection: SQLiteConnection, of account: AccountRecord) throws {
        try connection.execute("DELETE FROM provider_identities WHERE local_id = ?", [account.localId])
        for (position, identity) in account.providers.enumerated() {
            try connection.execute(
                """
                INSERT INTO provider_identities (local_id, tenant_key, position, provider_id, raw_id, email,
                    display_name, photo_url, federated_id, phone_number)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    account.localId, account.tenantKey, position, identity.providerId, identity.rawId,
                    identity.email, identity.displayName, identity.photoURL, identity.federatedId,
                    identity.phoneNumber,
                ])
        }
    }
}
