import Foundation

extension InMemoryIdentityStore {
    // MARK: - Refresh tokens

    public func insertRefreshToken(_ token: RefreshTokenRecord) throws {
        try state.withLock { state throws(StoreError) in try state.insertRefreshToken(token) }
    }

    public func refreshToken(hash: Data, familyId: String?) throws -> RefreshTokenRecord? {
        state.withLock { state in
            guard let familyId else { return state.refreshTokens[hash] }
            return state.refreshFamilies[familyId]?.token(hash: hash)
        }
    }

    public func rotateRefreshToken(hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken)
        throws
        -> RefreshRotation
    {
        try state.withLock { state throws(StoreError) in
            guard var token = state.refreshTokens[hash] else { return .notFound }
            switch token.rotationState(now: now, graceSeconds: graceSeconds) {
            case .revoked:
                return .revoked
            case .expired:
                return .expired
            case .withinGrace:
                return .withinGrace(token)
            case .reused:
                _ = revokeFamily(token.familyId, now: now, in: &state)
                return .reused(familyId: token.familyId)
            case .live:
                guard state.refreshTokens[successor.tokenHash] == nil else { throw .duplicateKey }
                let next = token.successor(successor, now: now)
                token.spentAt = now
                token.successorHash = successor.tokenHash
                token.successorSealed = successor.sealed
                state.refreshTokens[hash] = token
                state.refreshTokens[next.tokenHash] = next
                return .rotated(next)
            }
        }
    }

    @discardableResult
    public func revokeRefreshTokenFamily(_ familyId: String, now: Int64) throws -> Int {
        state.withLock { revokeFamily(familyId, now: now, in: &$0) }
    }

    @discardableResult
    public func revokeAllRefreshTokens(localId: String, now: Int64) throws -> Int {
        state.withLock { state in
            revoke(where: { $0.localId == localId }, now: now, in: &state)
        }
    }

    @discardableResult
    public func purgeRefreshTokens(expiredBefore instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.refreshTokens.count
            state.refreshTokens = state.refreshTokens.filter { $0.value.absoluteExpiry > instant }
            let expired = state.refreshFamilies.values.filter { $0.absoluteExpiry <= instant }
            for family in expired { state.refreshFamilies.removeValue(forKey: family.familyId) }
            return before - state.refreshTokens.count + expired.reduce(0) { $0 + $1.tokenCount }
        }
    }

    func revokeFamily(_ familyId: String, now: Int64, in state: inout State) -> Int {
        revoke(where: { $0.familyId == familyId }, now: now, in: &state)
    }

    /// Revokes the tokens `matches` picks; a family row is picked by its live token's record, and counts
    /// as the tokens it holds.
    private func revoke(where matches: (RefreshTokenRecord) -> Bool, now: Int64, in state: inout State) -> Int
    {
        var count = 0
        for (hash, token) in state.refreshTokens where matches(token) && token.revokedAt == nil {
            state.refreshTokens[hash]?.revokedAt = now
            count += 1
        }
        for (familyId, family) in state.refreshFamilies
        where family.revokedAt == nil && matches(family.presented(hash: family.currentHash)) {
            state.refreshFamilies[familyId]?.revokedAt = now
            count += family.tokenCount
        }
        return count
    }

    // MARK: - Out-of-band codes

    public func insertOobCode(_ code: OobCodeRecord) throws {
        try state.withLock { state throws(StoreError) in
            guard state.oobCodes[code.codeHash] == nil else { throw .duplicateKey }
            if let localId = code.localId, state.accounts[localId] == nil { throw .accountNotFound }
            state.oobCodes[code.codeHash] = code
            state.oobCodeOrder.append(code.codeHash)
        }
    }

    public func peekOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        state.withLock { state in
            state.oobCodes[hash]?.lookup(kind: kind, now: now) ?? .notFound
        }
    }

    public func consumeOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        state.withLock { state in
            guard var code = state.oobCodes[hash] else { return .notFound }
            guard case .valid = code.lookup(kind: kind, now: now) else {
                return code.lookup(kind: kind, now: now)
            }
            code.usedAt = now
            state.oobCodes[hash] = code
            return .valid(code)
        }
    }

    public func oobCodes() throws -> [OobCodeRecord] {
        state.withLock { state in
            state.oobCodeOrder.compactMap { state.oobCodes[$0] }
                .enumerated()
                .sorted { ($0.element.createdAt, $0.offset) < ($1.element.createdAt, $1.offset) }
                .map(\.element)
        }
    }

    @discardableResult
    public func deleteOobCodes(localId: String) throws -> Int {
        state.withLock { state in
            removeCodes(where: { $0.localId == localId }, in: &state)
        }
    }

    @discardableResult
    public func purgeOobCodes(before instant: Int64) throws -> Int {
        state.withLock { state in
            removeCodes(
                where: { code in
                    (code.expiresAt.map { $0 <= instant } ?? false)
                        || (code.usedAt.map { $0 <= instant } ?? false)
                }, in: &state)
        }
    }

    private func removeCodes(where matches: (OobCodeRecord) -> Bool, in state: inout State) -> Int {
        let doomed = Set(state.oobCodes.values.filter(matches).map(\.codeHash))
        for hash in doomed { state.oobCodes.removeValue(forKey: hash) }
        state.oobCodeOrder.removeAll { doomed.contains($0) }
        return doomed.count
    }
}

extension InMemoryIdentityStore.State {
    /// Stores `token`: in a row of its own, or, `inFamilyRow`, as its new family's row. Its account must
    /// exist or be `alongside`, the one being created with it; nothing changes when it throws.
    mutating func insertRefreshToken(_ token: RefreshTokenRecord, alongside newLocalId: String? = nil)
        throws(StoreError)
    {
        if token.inFamilyRow {
            let familyTaken =
                refreshFamilies[token.familyId] != nil
                || refreshTokens.values.contains { $0.familyId == token.familyId }
            guard !familyTaken else { throw .duplicateKey }
        } else {
            guard refreshTokens[token.tokenHash] == nil else { throw .duplicateKey }
        }
        guard accounts[token.localId] != nil || token.localId == newLocalId else { throw .accountNotFound }
        if token.inFamilyRow {
            refreshFamilies[token.familyId] = RefreshFamilyRow(first: token)
        } else {
            refreshTokens[token.tokenHash] = token
        }
    }
}
