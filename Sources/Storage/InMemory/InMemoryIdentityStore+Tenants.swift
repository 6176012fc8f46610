extension InMemoryIdentityStore {
    // MARK: - Tenants

    public func insertTenant(_ tenant: TenantRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.tenants[tenant.tenantId] == nil else { throw .duplicateKey }
            state.tenants[tenant.tenantId] = tenant
        }
    }

    public func tenant(id: String) throws -> TenantRecord? {
        state.withLock { state in state.tenants[id] }
    }

    public func updateTenant(id: String, _ transform: (inout TenantRecord) throws -> Void) throws
        -> TenantRecord?
    {
        try state.withLock { state in
            guard var tenant = state.tenants[id] else { return nil }
            try transform(&tenant)
            guard tenant.tenantId == id else { throw StoreError.immutableField }
            state.tenants[id] = tenant
            return tenant
        }
    }

    @discardableResult
    public func deleteTenant(id: String) throws -> Bool {
        state.withLock { state in
            guard state.tenants.removeValue(forKey: id) != nil else { return false }
            state.removeTenantAccounts(id)
            state.providerConfigs = state.providerConfigs.filter { $0.key.tenantKey != id }
            return true
        }
    }

    public func listTenants(after: String?, limit: Int) throws -> [TenantRecord] {
        state.withLock { state in
            Array(
                state.tenants.values.filter { tenant in after.map { tenant.tenantId > $0 } ?? true }
                    .sorted { $0.tenantId < $1.tenantId }.prefix(max(0, limit)))
        }
    }
}

extension InMemoryIdentityStore.State {
    /// Removes every account of the tenant (nil = the project's own) with its tokens, and the tenant's
    /// codes and verification sessions.
    mutating func removeTenantAccounts(_ tenantId: String?) {
        removeVerificationSessions { $0.tenantId == tenantId }
        for localId in accounts.values.filter({ $0.tenantId == tenantId }).map(\.localId) {
            _ = removeAccount(localId)
        }
        let doomed = Set(oobCodes.values.filter { $0.tenantId == tenantId }.map(\.codeHash))
        for hash in doomed { oobCodes.removeValue(forKey: hash) }
        oobCodeOrder.removeAll { doomed.contains($0) }
    }
}
