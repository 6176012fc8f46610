extension RelationalIdentityStore {
    public static var accountColumns: String {
        """
        local_id, tenant_key, email, email_verified, password_hash, password_updated_at, display_name,
        photo_url, phone_number, disabled, created_at, last_login_at, last_refresh_at, valid_since,
        custom_attributes, anonymous, email_link_sign_in, mfa_enrollments, initial_email, passkeys, screen_name
        """
    }

    /// Decodes a row selected with `accountColumns`; providers are filled in separately.
    public static func account(from row: Session.Row) throws -> AccountRecord {
        let tenantKey = try row.string(1)
        return AccountRecord(
            localId: try row.string(0), tenantId: tenantKey.isEmpty ? nil : tenantKey,
            email: row.optionalString(2),
            emailVerified: try row.bool(3), passwordHash: row.optionalString(4),
            passwordUpdatedAt: try row.optionalInt64(5),
            displayName: row.optionalString(6), photoURL: row.optionalString(7),
            phoneNumber: row.optionalString(8),
            disabled: try row.bool(9), createdAt: try row.int64(10), lastLoginAt: try row.optionalInt64(11),
            lastRefreshAt: try row.optionalInt64(12), validSince: try row.int64(13),
            customAttributes: row.optionalString(14),
            anonymous: try row.bool(15), emailLinkSignIn: try row.bool(16),
            mfaEnrollments: try MultiFactorEnrollment.decode(row.optionalString(17)),
            initialEmail: row.optionalString(18),
            passkeys: try PasskeyCredential.decode(row.optionalString(19)), screenName: row.optionalString(20))
    }

    /// Loads the accounts matched by `whereClause` with their providers.
    static func loadAccounts(
        _ session: Session, where whereClause: String, _ arguments: [any SQLArgumentConvertible]
    ) throws -> [AccountRecord] {
        var accounts = try session.rows(
            "SELECT \(accountColumns) FROM accounts WHERE \(whereClause)", arguments, account(from:))
        for index in accounts.indices {
            accounts[index].providers = try loadProviders(session, localId: accounts[index].localId)
        }
        return accounts
    }

    static func loadAccount(_ session: Session, localId: String) throws -> AccountRecord? {
        try loadAccounts(session, where: "local_id = $1", [localId]).first
    }

    static func loadProviders(_ session: Session, localId: String) throws -> [ProviderIdentity] {
        try session.rows(
            "SELECT \(providerColumns) FROM provider_identities WHERE local_id = $1 ORDER BY position",
            [localId], provider(from:))
    }

    public static var providerColumns: String {
        "provider_id, raw_id, email, display_name, photo_url, federated_id, phone_number, screen_name"
    }

    /// How many columns `providerColumns` names.
    static var providerColumnCount: Int { 8 }

    /// Decodes a row selected with `providerColumns` (first).
    public static func provider(from row: Session.Row) throws -> ProviderIdentity {
        ProviderIdentity(
            providerId: try row.string(0), rawId: try row.string(1), email: row.optionalString(2),
            displayName: row.optionalString(3), photoURL: row.optionalString(4),
            federatedId: row.optionalString(5), phoneNumber: row.optionalString(6),
            screenName: row.optionalString(7))
    }

    /// The account's column values in `accountColumns` order.
    static func accountArguments(_ account: AccountRecord) -> [any SQLArgumentConvertible] {
        [
            account.localId, account.tenantKey, account.email, account.emailVerified, account.passwordHash,
            account.passwordUpdatedAt, account.displayName, account.photoURL, account.phoneNumber,
            account.disabled,
            account.createdAt, account.lastLoginAt, account.lastRefreshAt, account.validSince,
            account.customAttributes, account.anonymous, account.emailLinkSignIn,
            MultiFactorEnrollment.encode(account.mfaEnrollments), account.initialEmail,
            PasskeyCredential.encode(account.passkeys), account.screenName,
        ]
    }

    /// Throws the uniqueness error `account` would break, checking in the same order as every store.
    static func validateUniqueness(_ session: Session, of account: AccountRecord) throws {
        try account.validateProviders()
        if let email = account.normalizedEmail,
            try session.exists(
                "SELECT 1 FROM accounts WHERE tenant_key = $1 AND email_normalized = $2 AND local_id <> $3",
                [account.tenantKey, email, account.localId])
        {
            throw StoreError.emailExists
        }
        if let phone = account.phoneNumber,
            try session.exists(
                "SELECT 1 FROM accounts WHERE tenant_key = $1 AND phone_number = $2 AND local_id <> $3",
                [account.tenantKey, phone, account.localId])
        {
            throw StoreError.phoneNumberExists
        }
        for identity in account.providers {
            if try session.exists(
                "SELECT 1 FROM provider_identities WHERE tenant_key = $1 AND provider_id = $2 "
                    + "AND raw_id = $3 AND local_id <> $4",
                [account.tenantKey, identity.providerId, identity.rawId, account.localId])
            {
                throw StoreError.federatedIdAlreadyLinked
            }
        }
        for passkey in account.passkeys {
            if try session.exists(
                "SELECT 1 FROM passkey_credentials WHERE tenant_key = $1 AND credential_id = $2 AND local_id <> $3",
                [account.tenantKey, passkey.credentialId, account.localId])
            {
                throw StoreError.passkeyExists
            }
        }
    }

    /// Replaces the account's rows in the passkey index (credential id → account) when its passkeys
    /// changed from `before` (nil: unknown).
    static func savePasskeyIndex(_ session: Session, of account: AccountRecord, before: [PasskeyCredential]?)
        throws
    {
        let ids = account.passkeys.map(\.credentialId)
        if let before, before.map(\.credentialId) == ids { return }
        try session.run("DELETE FROM passkey_credentials WHERE local_id = $1", [account.localId])
        for id in ids {
            try session.run(
                "INSERT INTO passkey_credentials (tenant_key, credential_id, local_id) VALUES ($1, $2, $3)",
                [account.tenantKey, id, account.localId])
        }
    }

    /// Replaces the account's provider rows with `account.providers`.
    static func saveProviders(_ session: Session, of account: AccountRecord) throws {
        try session.run("DELETE FROM provider_identities WHERE local_id = $1", [account.localId])
        for (position, identity) in account.providers.enumerated() {
            try session.run(
                """
                INSERT INTO provider_identities (local_id, tenant_key, position, provider_id, raw_id, email,
                    display_name, photo_url, federated_id, phone_number, screen_name, email_normalized)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
                """,
                [
                    account.localId, account.tenantKey, position, identity.providerId, identity.rawId,
                    identity.email, identity.displayName, identity.photoURL, identity.federatedId,
                    identity.phoneNumber, identity.screenName, identity.email.map(AccountRecord.normalizedEmail),
                ])
        }
    }

    /// Inserts a new account with its providers after checking every uniqueness rule.
    static func insertAccount(_ session: Session, _ account: AccountRecord) throws {
        if try session.exists("SELECT 1 FROM accounts WHERE local_id = $1", [account.localId]) {
            throw StoreError.localIdExists
        }
        try Self.validateUniqueness(session, of: account)
        try session.run(
            """
            INSERT INTO accounts (\(Self.accountColumns), email_normalized)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22)
            """, Self.accountArguments(account) + [account.normalizedEmail])
        try Self.saveProviders(session, of: account)
        try Self.savePasskeyIndex(session, of: account, before: [])
    }

    /// Writes every field and the providers of an existing account, after checking uniqueness.
    static func save(_ session: Session, _ account: AccountRecord, passkeysBefore: [PasskeyCredential]? = nil)
        throws
    {
        try validateUniqueness(session, of: account)
        try session.run(
            """
            UPDATE accounts SET email = $1, email_normalized = $2, email_verified = $3, password_hash = $4,
                password_updated_at = $5, display_name = $6, photo_url = $7, phone_number = $8, disabled = $9,
                created_at = $10, last_login_at = $11, last_refresh_at = $12, valid_since = $13,
                custom_attributes = $14, anonymous = $15, email_link_sign_in = $16, mfa_enrollments = $17,
                initial_email = $18, passkeys = $19, screen_name = $20
            WHERE local_id = $21
            """,
            [
                account.email, account.normalizedEmail, account.emailVerified, account.passwordHash,
                account.passwordUpdatedAt, account.displayName, account.photoURL, account.phoneNumber,
                account.disabled, account.createdAt, account.lastLoginAt, account.lastRefreshAt,
                account.validSince, account.customAttributes, account.anonymous, account.emailLinkSignIn,
                MultiFactorEnrollment.encode(account.mfaEnrollments), account.initialEmail,
                PasskeyCredential.encode(account.passkeys), account.screenName, account.localId,
            ])
        try saveProviders(session, of: account)
        try savePasskeyIndex(session, of: account, before: passkeysBefore)
    }
}
