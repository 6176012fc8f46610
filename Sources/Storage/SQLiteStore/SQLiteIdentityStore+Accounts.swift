extension SQLiteIdentityStore {
    public func createAccount(_ account: AccountRecord) throws {
        try write { connection in
            if try connection.queryOne(
                "SELECT 1 FROM accounts WHERE local_id = ?", [account.localId], { _ in true })
                != nil
            {
                throw StoreError.localIdExists
            }
            try Self.validateUniqueness(connection, of: account)
            try connection.execute(
                """
                INSERT INTO accounts (\(Self.accountColumns), email_normalized)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
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
                connection, where: "tenant_key = ? AND email_normalized = ?",
                [tenantId ?? "", AccountRecord.normalizedEmail(email)]
            ).first
        }
    }

    public func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord? {
        try read { connection in
            try Self.loadAccounts(
                connection, where: "tenant_key = ? AND phone_number = ?",
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
                                WHERE tenant_key = ? AND provider_id = ? AND raw_id = ?)
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
    static func save(_ connection: SQLiteConnection, _ account: AccountRecord) throws {
        try validateUniqueness(connection, of: account)
        try connection.execute(
            """
            UPDATE accounts SET email = ?, email_normalized = ?, email_verified = ?, password_hash = ?,
                password_updated_at = ?, display_name = ?, photo_url = ?, phone_number = ?, disabled = ?,
                created_at = ?, last_login_at = ?, last_refresh_at = ?, valid_since = ?,
                custom_attributes = ?, anonymous = ?
            WHERE local_id = ?
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
            try connection.execute("DELETE FROM accounts WHERE local_id = ?", [localId])
            return connection.changes > 0
        }
    }

    public func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord] {
        try read { connection in
            try Self.loadAccounts(
                connection, where: "tenant_key = ? AND (? IS NULL OR local_id > ?) ORDER BY local_id LIMIT ?",
                [tenantId ?? "", after, after, max(0, limit)])
        }
    }

    public func countAccounts(tenantId: String?) throws -> Int {
        try read { connection in
            try connection.queryOne("SELECT count(*) FROM accounts WHERE tenant_key = ?", [tenantId ?? ""]) {
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
            try connection.execute("DELETE FROM accounts WHERE tenant_key = ?", [tenantId ?? ""])
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
                "DELETE FROM provider_identities WHERE local_id = ? AND provider_id = ?",
                [localId, providerId])
            return account
        }
    }
}
