import Foundation

extension InMemoryIdentityStore {
    public func createAccount(_ account: AccountRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.accounts[account.localId] == nil else { throw .localIdExists }
            try state.validateUniqueness(of: account)
            state.accounts[account.localId] = account
        }
    }

    public func createAccount(_ account: AccountRecord, firstRefreshToken: RefreshTokenRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.accounts[account.localId] == nil else { throw .localIdExists }
            try state.validateUniqueness(of: account)
            try state.insertRefreshToken(firstRefreshToken, alongside: account.localId)
            state.accounts[account.localId] = account
        }
    }

    public func account(localId: String) throws -> AccountRecord? {
        state.withLock { $0.accounts[localId] }
    }

    public func account(email: String, tenantId: String?) throws -> AccountRecord? {
        let normalized = AccountRecord.normalizedEmail(email)
        return state.withLock { state in
            state.accounts.values.first { $0.tenantId == tenantId && $0.normalizedEmail == normalized }
        }
    }

    public func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord? {
        state.withLock { state in
            state.accounts.values.first { $0.tenantId == tenantId && $0.phoneNumber == phoneNumber }
        }
    }

    public func account(providerId: String, rawId: String, tenantId: String?) throws -> AccountRecord? {
        state.withLock { state in
            state.accounts.values.first { account in
                account.tenantId == tenantId
                    && account.providers.contains { $0.providerId == providerId && $0.rawId == rawId }
            }
        }
    }

    public func account(passkeyCredentialId: String, tenantId: String?) throws -> AccountRecord? {
        state.withLock { state in
            state.accounts.values.first { $0.tenantId == tenantId && $0.passkey(passkeyCredentialId) != nil }
        }
    }

    public func accounts(localIds: [String]) throws -> [AccountRecord] {
        state.withLock { state in
            var seen: Set<String> = []
            return localIds.compactMap { localId in
                guard seen.insert(localId).inserted else { return nil }
                return state.accounts[localId]
            }
        }
    }

    @discardableResult
    public func updateAccount(localId: String, _ transform: (inout AccountRecord) throws -> Void) throws
        -> AccountRecord
    {
        try state.withLock { state in
            guard var account = state.accounts[localId] else { throw StoreError.accountNotFound }
            try transform(&account)
            guard account.localId == localId, account.tenantId == state.accounts[localId]?.tenantId else {
                throw StoreError.immutableField
            }
            try state.validateUniqueness(of: account)
            state.accounts[localId] = account
            return account
        }
    }

    @discardableResult
    public func deleteAccount(localId: String) throws -> Bool {
        state.withLock { $0.removeAccount(localId) }
    }

    public func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord] {
        state.withLock { state in
            let page = state.accounts.values
                .filter { account in
                    account.tenantId == tenantId && after.map { account.localId > $0 } ?? true
                }
                .sorted { $0.localId < $1.localId }
                .prefix(max(0, limit))
            return Array(page)
        }
    }

    public func countAccounts(tenantId: String?) throws -> Int {
        state.withLock { state in state.accounts.values.count { $0.tenantId == tenantId } }
    }

    public func deleteAllAccounts() throws {
        state.withLock { state in
            state.accounts.removeAll()
            state.refreshTokens.removeAll()
            state.refreshFamilies.removeAll()
            state.sessionClaims.removeAll()
            state.verificationSessions.removeAll()
            state.verificationOrder.removeAll()
            state.oobCodes.removeAll()
            state.oobCodeOrder.removeAll()
        }
    }

    public func deleteAllAccounts(tenantId: String?) throws {
        state.withLock { state in state.removeTenantAccounts(tenantId) }
    }

    @discardableResult
    public func linkProvider(localId: String, _ identity: ProviderIdentity) throws -> AccountRecord {
        try state.withLock { state throws(StoreError) in
            guard let account = state.accounts[localId] else { throw .accountNotFound }
            let linked = try account.linking(identity)
            try state.validateUniqueness(of: linked)
            state.accounts[localId] = linked
            return linked
        }
    }

    @discardableResult
    public func unlinkProvider(localId: String, providerId: String) throws -> AccountRecord {
        try state.withLock { state throws(StoreError) in
            guard var account = state.accounts[localId] else { throw .accountNotFound }
            account.providers.removeAll { $0.providerId == providerId }
            state.accounts[localId] = account
            return account
        }
    }
}
