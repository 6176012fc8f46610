extension InMemoryIdentityStore {
    // MARK: - Service-account keys

    public func insertServiceAccountKey(_ key: ServiceAccountKeyRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.serviceAccountKeys[key.keyId] == nil else { throw .duplicateKey }
            state.serviceAccountKeys[key.keyId] = key
        }
    }

    public func serviceAccountKeys(clientEmail: String?) throws -> [ServiceAccountKeyRecord] {
        state.withLock { state in
            state.serviceAccountKeys.values
                .filter { clientEmail == nil || $0.clientEmail == clientEmail }
                .sorted { ($0.createdAt, $0.keyId) < ($1.createdAt, $1.keyId) }
        }
    }

    @discardableResult
    public func deleteServiceAccountKey(keyId: String) throws -> Bool {
        state.withLock { state in state.serviceAccountKeys.removeValue(forKey: keyId) != nil }
    }

    // MARK: - Session claims

    public func insertSessionClaims(_ claims: SessionClaimsRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.accounts[claims.localId] != nil else { throw .accountNotFound }
            guard state.sessionClaims[claims.familyId] == nil else { throw .duplicateKey }
            state.sessionClaims[claims.familyId] = claims
        }
    }

    public func sessionClaims(familyId: String) throws -> SessionClaimsRecord? {
        state.withLock { state in state.sessionClaims[familyId] }
    }

    @discardableResult
    public func purgeSessionClaims(expiredBefore instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.sessionClaims.count
            state.sessionClaims = state.sessionClaims.filter { $0.value.expiresAt > instant }
            return before - state.sessionClaims.count
        }
    }
}
