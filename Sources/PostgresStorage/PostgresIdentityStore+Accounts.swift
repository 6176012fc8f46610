import Storage

extension PostgresIdentityStore {
    public func createAccount(_ account: AccountRecord) throws {
        try write { connection in
            if try connection.queryOne(
                "SELECT 1 FROM accounts WHERE local_id = $1", [account.localId], { _ in true })
                != nil
            {
                throw StoreError.localIdExists
            }
            try Self.validateUniqueness(connection, of: account)
            try connection.execute(
                """
                INSERT INTO accounts (\(Self.accountColumns), email_normalized)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
                """, Self.accountArguments(account) + [account.normalizedEmail])
            try Self.saveProviders(connection, of: account)
        }
    }

    public func account(localId: String) throws -> AccountRecord? {
        try read { try Self.loadAccount($0, localId: localId) }
    }

    public func account(email: String, tenantId: String?) throws -> AccountRecord? {
        try read { connection in
            try Self.loadAccounts(
                connection, where: "tenant_key = $1 AND email_normalized = $2",
                [tenantId ?? "", AccountRecord.normalizedEmail(email)]
            ).first
        }
    }

    public func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord? {
        try read { connection in
            try Self.loadAccounts(
                connection, where: "tenant_key = $1 AND phone_number = $2",
                [tenantId ?? "", phoneNumber]
            ).first
        }
    }

    public func account(providerId: String, rawId: String, tenantId: String?) throws -> AccountRecord? {
        try read { connection in
            try Self.loadAccounts(
                connection,
                where: """
                    local_id = (SELECT local_id FROM provider_identities
                                WHERE tenant_key = $1 AND provider_id = $2 AND raw_id = $3)
                    """, [tenantId ?? "", providerId, rawId]
            ).first
        }
    }

    public func accounts(localIds: [String]) throws -> [AccountRecord] {
        try read { connection in
            var seen: Set<String> = []
            return try localIds.compactMap { localId in
                guard seen.insert(localId).inserted else { return nil }
                return try Self.loadAccount(connection, localId: localId)
            }
        }
    }

    @discardableResult
    public func updateAccount(localId: String, _ transform: (inout AccountRecord) throws -> Void) throws
        -> AccountRecord
    {
        try write { connection in
            guard let original = try Self.loadAccount(connection, localId: localId) else {
                throw StoreError.accountNotFound
            }
            var account = original
            try transform(&account)
            guard account.localId == original.localId, account.tenantId == original.tenantId else {
                throw StoreError.immutableField
            }
            try Self.save(connection, account)
            return account
        }
    }

    /// Writes every field and the providers of an existing account, after checking uniqueness.
    static func save(_ connection: PostgresConnection, _ account: AccountRecord) throws {
        try validateUniqueness(connection, of: account)
        try connection.execute(
            """
            UPDATE accounts SET email = $1, email_normalized = $2, email_verified = $3, password_hash = $4,
                password_updated_at = $5, display_name = $6, photo_url = $7, phone_number = $8, disabled = $9,
                created_at = $10, last_login_at = $11, last_refresh_at = $12, valid_since = $13,
                custom_attributes = $14, anonymous = $15
            WHERE local_id = $16
            """,
            [
                account.email, account.normalizedEmail, account.emailVerified, account.passwordHash,
                account.passwordUpdatedAt, account.displayName, account.photoURL, account.phoneNumber,
                account.disabled, account.createdAt, account.lastLoginAt, account.lastRefreshAt,
                account.validSince, account.customAttributes, account.anonymous, account.localId,
            ])
        try saveProviders(connection, of: account)
    }

    @discardableResult
    public func deleteAccount(localId: String) throws -> Bool {
        try write { connection in
            // Provider rows, refresh tokens and codes go with it (ON DELETE CASCADE).
            return try connection.execute("DELETE FROM accounts WHERE local_id = $1", [localId]) > 0
        }
    }

    public func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord] {
        try read { connection in
            try Self.loadAccounts(
                connection,
                where: "tenant_key = $1 AND ($2 IS NULL OR local_id > $3) ORDER BY local_id LIMIT $4",
                [tenantId ?? "", after, after, max(0, limit)])
        }
    }

    public func countAccounts(tenantId: String?) throws -> Int {
        try read { connection in
            try connection.queryOne("SELECT count(*) FROM accounts WHERE tenant_key = $1", [tenantId ?? ""]) {
                $0.int(0)
            } ?? 0
        }
    }

    public func deleteAllAccounts() throws {
        try write { connection in
            try connection.execute("DELETE FROM oob_codes")
            try connection.execute("DELETE FROM refresh_tokens")
            try connection.execute("DELETE FROM provider_identities")
            try connection.execute("DELETE FROM accounts")
        }
    }

    public func deleteAllAccounts(tenantId: String?) throws {
        try write { connection in
            _ = try connection.execute("DELETE FROM accounts WHERE tenant_key = $1", [tenantId ?? ""])
        }
    }

    @discardableResult
    public func linkProvider(localId: String, _ identity: ProviderIdentity) throws -> AccountRecord {
        try write { connection in
            guard let account = try Self.loadAccount(connection, localId: localId) else {
                throw StoreError.accountNotFound
            }
            let linked = try account.linking(identity)
            try Self.save(connection, linked)
            return linked
        }
    }

    @discardableResult
    public func unlinkProvider(localId: String, providerId: String) throws -> AccountRecord {
        try write { connection in
            guard var account = try Self.loadAccount(connection, localId: localId) else {
                throw StoreError.accountNotFound
            }
            account.providers.removeAll { $0.providerId == providerId }
            try connection.execute(
                "DELETE FROM provider_identities WHERE local_id = $1 AND provider_id = $2",
                [localId, providerId])
            return account
        }
    }
}
