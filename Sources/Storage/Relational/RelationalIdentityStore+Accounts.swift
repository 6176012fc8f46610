extension RelationalIdentityStore {
    public func createAccount(_ account: AccountRecord) throws {
        try write { try Self.insertAccount($0, account) }
    }

    public func createAccount(_ account: AccountRecord, firstRefreshToken: RefreshTokenRecord) throws {
        try write { session in
            try Self.insertAccount(session, account)
            try Self.insertRefreshToken(session, firstRefreshToken)
        }
    }

    public func account(localId: String) throws -> AccountRecord? {
        try read { try Self.loadAccount($0, localId: localId) }
    }

    public func account(email: String, tenantId: String?) throws -> AccountRecord? {
        try read { session in
            try Self.loadAccounts(
                session, where: "tenant_key = $1 AND email_normalized = $2",
                [tenantId ?? "", AccountRecord.normalizedEmail(email)]
            ).first
        }
    }

    public func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord? {
        try read { session in
            try Self.loadAccounts(
                session, where: "tenant_key = $1 AND phone_number = $2",
                [tenantId ?? "", phoneNumber]
            ).first
        }
    }

    public func account(providerId: String, rawId: String, tenantId: String?) throws -> AccountRecord? {
        try read { session in
            try Self.loadAccounts(
                session,
                where: """
                    local_id = (SELECT local_id FROM provider_identities
                                WHERE tenant_key = $1 AND provider_id = $2 AND raw_id = $3)
                    """, [tenantId ?? "", providerId, rawId]
            ).first
        }
    }

    public func account(passkeyCredentialId: String, tenantId: String?) throws -> AccountRecord? {
        try read { session in
            try Self.loadAccounts(
                session,
                where: """
                    local_id = (SELECT local_id FROM passkey_credentials
                                WHERE tenant_key = $1 AND credential_id = $2)
                    """, [tenantId ?? "", passkeyCredentialId]
            ).first
        }
    }

    public func accounts(localIds: [String]) throws -> [AccountRecord] {
        try read { session in
            var seen: Set<String> = []
            return try localIds.compactMap { localId in
                guard seen.insert(localId).inserted else { return nil }
                return try Self.loadAccount(session, localId: localId)
            }
        }
    }

    @discardableResult
    public func updateAccount(localId: String, _ transform: (inout AccountRecord) throws -> Void) throws
        -> AccountRecord
    {
        try write { session in
            guard let original = try Self.loadAccount(session, localId: localId) else {
                throw StoreError.accountNotFound
            }
            var account = original
            try transform(&account)
            guard account.localId == original.localId, account.tenantId == original.tenantId else {
                throw StoreError.immutableField
            }
            try Self.save(session, account, passkeysBefore: original.passkeys)
            return account
        }
    }

    @discardableResult
    public func deleteAccount(localId: String) throws -> Bool {
        try write { session in
            // Provider rows, refresh tokens and codes go with it (ON DELETE CASCADE).
            return try session.run("DELETE FROM accounts WHERE local_id = $1", [localId]) > 0
        }
    }

    public func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord] {
        try read { session in
            try Self.loadAccounts(
                session,
                where: "tenant_key = $1 AND ($2 IS NULL OR local_id > $3) ORDER BY local_id LIMIT $4",
                [tenantId ?? "", after, after, max(0, limit)])
        }
    }

    public func countAccounts(tenantId: String?) throws -> Int {
        try read { session in
            try session.firstRow("SELECT count(*) FROM accounts WHERE tenant_key = $1", [tenantId ?? ""]) {
                try $0.int(0)
            } ?? 0
        }
    }

    public func deleteAllAccounts() throws {
        try write { session in
            try session.run("DELETE FROM oob_codes")
            try session.run("DELETE FROM refresh_tokens")
            try session.run("DELETE FROM refresh_token_families")
            try session.run("DELETE FROM session_claims")
            try session.run("DELETE FROM verification_sessions")
            try session.run("DELETE FROM provider_identities")
            try session.run("DELETE FROM passkey_credentials")
            try session.run("DELETE FROM accounts")
        }
    }

    public func deleteAllAccounts(tenantId: String?) throws {
        _ = try write { session in
            try session.run("DELETE FROM verification_sessions WHERE tenant_key = $1", [tenantId ?? ""])
            try session.run("DELETE FROM oob_codes WHERE tenant_key = $1", [tenantId ?? ""])
            try session.run("DELETE FROM accounts WHERE tenant_key = $1", [tenantId ?? ""])
        }
    }

    @discardableResult
    public func linkProvider(localId: String, _ identity: ProviderIdentity) throws -> AccountRecord {
        try write { session in
            guard let account = try Self.loadAccount(session, localId: localId) else {
                throw StoreError.accountNotFound
            }
            let linked = try account.linking(identity)
            try Self.save(session, linked, passkeysBefore: account.passkeys)
            return linked
        }
    }

    @discardableResult
    public func unlinkProvider(localId: String, providerId: String) throws -> AccountRecord {
        try write { session in
            guard var account = try Self.loadAccount(session, localId: localId) else {
                throw StoreError.accountNotFound
            }
            account.providers.removeAll { $0.providerId == providerId }
            try session.run(
                "DELETE FROM provider_identities WHERE local_id = $1 AND provider_id = $2",
                [localId, providerId])
            return account
        }
    }
}
