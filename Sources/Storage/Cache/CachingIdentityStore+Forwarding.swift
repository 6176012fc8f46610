import Foundation

/// The calls that change no cached account go to the underlying store as they are.
extension CachingIdentityStore {
    // MARK: - Refresh tokens

    public func insertRefreshToken(_ token: RefreshTokenRecord) throws {
        try forward { try $0.insertRefreshToken(token) }
    }

    public func refreshToken(hash: Data, familyId: String?) throws -> RefreshTokenRecord? {
        try forward { try $0.refreshToken(hash: hash, familyId: familyId) }
    }

    public func rotateRefreshToken(hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken)
        throws -> RefreshRotation
    {
        try forward {
            try $0.rotateRefreshToken(hash: hash, now: now, graceSeconds: graceSeconds, successor: successor)
        }
    }

    /// Stamps the account's `lastRefreshAt`, so the account the exchange names leaves the cache.
    public func exchangeRefreshToken(_ request: RefreshExchangeRequest) async throws -> RefreshExchange {
        try LocalReadAttempt.requireStore()
        let exchange = try await base.exchangeRefreshToken(request)
        forgetAccount(touchedBy: exchange)
        return exchange
    }

    /// The same, answered through `completion` as the underlying store answers it.
    public func exchangeRefreshToken(
        _ request: RefreshExchangeRequest,
        completion: @escaping @Sendable (Result<RefreshExchange, any Error>) -> Void
    ) {
        do {
            try LocalReadAttempt.requireStore()
        } catch {
            return completion(.failure(error))
        }
        base.exchangeRefreshToken(request) { [self] result in
            if case .success(let exchange) = result { forgetAccount(touchedBy: exchange) }
            completion(result)
        }
    }

    /// An exchange that yields a token stamps its account's `lastRefreshAt`: the cached copy goes.
    private func forgetAccount(touchedBy exchange: RefreshExchange) {
        switch exchange {
        case .rotated(_, let account), .withinGrace(_, let account):
            cache.invalidate(localId: account.localId)
        case .accountDisabled, .refused:
            break
        }
    }

    @discardableResult
    public func revokeRefreshTokenFamily(_ familyId: String, now: Int64) throws -> Int {
        try forward { try $0.revokeRefreshTokenFamily(familyId, now: now) }
    }

    @discardableResult
    public func revokeAllRefreshTokens(localId: String, now: Int64) throws -> Int {
        try forward { try $0.revokeAllRefreshTokens(localId: localId, now: now) }
    }

    @discardableResult
    public func purgeRefreshTokens(expiredBefore instant: Int64) throws -> Int {
        try forward { try $0.purgeRefreshTokens(expiredBefore: instant) }
    }

    // MARK: - Out-of-band codes

    public func insertOobCode(_ code: OobCodeRecord) throws {
        try forward { try $0.insertOobCode(code) }
    }

    public func peekOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try forward { try $0.peekOobCode(hash: hash, kind: kind, now: now) }
    }

    public func consumeOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup {
        try forward { try $0.consumeOobCode(hash: hash, kind: kind, now: now) }
    }

    public func oobCodes() throws -> [OobCodeRecord] {
        try forward { try $0.oobCodes() }
    }

    @discardableResult
    public func deleteOobCodes(localId: String) throws -> Int {
        try forward { try $0.deleteOobCodes(localId: localId) }
    }

    @discardableResult
    public func purgeOobCodes(before instant: Int64) throws -> Int {
        try forward { try $0.purgeOobCodes(before: instant) }
    }

    // MARK: - Signing keys

    public func insertSigningKey(_ key: SigningKeyRecord) throws {
        try forward { try $0.insertSigningKey(key) }
    }

    public func insertSigningKey(_ key: SigningKeyRecord, unlessOneSignsAt instant: Int64) throws -> Bool {
        try forward { try $0.insertSigningKey(key, unlessOneSignsAt: instant) }
    }

    public func signingKeys() throws -> [SigningKeyRecord] {
        try forward { try $0.signingKeys() }
    }

    public func currentSigningKey(at instant: Int64) throws -> SigningKeyRecord? {
        try forward { try $0.currentSigningKey(at: instant) }
    }

    @discardableResult
    public func deleteSigningKeys(expiredBefore instant: Int64) throws -> Int {
        try forward { try $0.deleteSigningKeys(expiredBefore: instant) }
    }

    // MARK: - Rate limits

    public func hitRateLimit(key: String, windowStart: Int64, windowSeconds: Int64, now: Int64) throws -> Int
    {
        try forward {
            try $0.hitRateLimit(key: key, windowStart: windowStart, windowSeconds: windowSeconds, now: now)
        }
    }

    @discardableResult
    public func purgeRateLimitWindows(endedBefore instant: Int64) throws -> Int {
        try forward { try $0.purgeRateLimitWindows(endedBefore: instant) }
    }

    // MARK: - Outbox

    public func insertOutboxMessage(_ message: OutboxMessage) throws {
        try forward { try $0.insertOutboxMessage(message) }
    }

    public func outboxMessages(pendingOnly: Bool, limit: Int) throws -> [OutboxMessage] {
        try forward { try $0.outboxMessages(pendingOnly: pendingOnly, limit: limit) }
    }

    @discardableResult
    public func markOutboxMessageSent(id: String, at instant: Int64) throws -> Bool {
        try forward { try $0.markOutboxMessageSent(id: id, at: instant) }
    }
}

/// Service-account keys, session claims and readiness change no cached account either.
extension CachingIdentityStore {
    // MARK: - Service-account keys

    public func insertServiceAccountKey(_ key: ServiceAccountKeyRecord) throws {
        try forward { try $0.insertServiceAccountKey(key) }
    }

    public func serviceAccountKeys(clientEmail: String?) throws -> [ServiceAccountKeyRecord] {
        try forward { try $0.serviceAccountKeys(clientEmail: clientEmail) }
    }

    @discardableResult
    public func deleteServiceAccountKey(keyId: String) throws -> Bool {
        try forward { try $0.deleteServiceAccountKey(keyId: keyId) }
    }

    // MARK: - Session claims

    public func insertSessionClaims(_ claims: SessionClaimsRecord) throws {
        try forward { try $0.insertSessionClaims(claims) }
    }

    public func sessionClaims(familyId: String) throws -> SessionClaimsRecord? {
        try forward { try $0.sessionClaims(familyId: familyId) }
    }

    @discardableResult
    public func purgeSessionClaims(expiredBefore instant: Int64) throws -> Int {
        try forward { try $0.purgeSessionClaims(expiredBefore: instant) }
    }

    // MARK: - Verification sessions (not cached: each is read and changed atomically in the store)

    public func insertVerificationSession(_ record: VerificationSessionRecord) throws {
        try forward { try $0.insertVerificationSession(record) }
    }

    public func updateVerificationSession<T>(hash: Data, _ body: (inout VerificationSessionRecord) -> T)
        throws
        -> T?
    {
        try forward { try $0.updateVerificationSession(hash: hash, body) }
    }

    public func verificationSessions(kind: VerificationKind?) throws -> [VerificationSessionRecord] {
        try forward { try $0.verificationSessions(kind: kind) }
    }

    @discardableResult
    public func purgeVerificationSessions(before instant: Int64) throws -> Int {
        try forward { try $0.purgeVerificationSessions(before: instant) }
    }

    // MARK: - Readiness

    /// The underlying store's probe: its schema versions, not the protocol's default.
    public func probeReadiness(now: Int64) throws -> StoreReadiness {
        try forward { try $0.probeReadiness(now: now) }
    }

    // MARK: - Tenants (not cached)

    public func insertTenant(_ tenant: TenantRecord) throws {
        try forward { try $0.insertTenant(tenant) }
    }

    public func tenant(id: String) throws -> TenantRecord? {
        try forward { try $0.tenant(id: id) }
    }

    public func updateTenant(id: String, _ transform: (inout TenantRecord) throws -> Void) throws
        -> TenantRecord?
    {
        try forward { try $0.updateTenant(id: id, transform) }
    }

    /// Deletes the tenant's accounts too, so every cached account goes.
    @discardableResult
    public func deleteTenant(id: String) throws -> Bool {
        try writeChangingAll { try $0.deleteTenant(id: id) }
    }

    public func listTenants(after: String?, limit: Int) throws -> [TenantRecord] {
        try forward { try $0.listTenants(after: after, limit: limit) }
    }

    // MARK: - Project configuration (cached by the server's ProjectConfigCache)

    public func projectConfig() throws -> ProjectConfigRecord {
        try forward { try $0.projectConfig() }
    }

    public func updateProjectConfig(_ transform: (inout ProjectConfigRecord) throws -> Void) throws
        -> ProjectConfigRecord
    {
        try forward { try $0.updateProjectConfig(transform) }
    }
}
