import Foundation

extension IdentityStore {
    public var readsAreLocal: Bool { false }

    /// The token with this hash in a row of its own.
    public func refreshToken(hash: Data) throws -> RefreshTokenRecord? {
        try refreshToken(hash: hash, familyId: nil)
    }

    /// `exchangeRefreshToken(_:)` for a token in a row of its own.
    public func exchangeRefreshToken(
        hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken
    ) async throws -> RefreshExchange {
        try await exchangeRefreshToken(
            RefreshExchangeRequest(hash: hash, now: now, graceSeconds: graceSeconds, successor: successor))
    }

    /// The async exchange in a task of its own.
    public func exchangeRefreshToken(
        _ request: RefreshExchangeRequest,
        completion: @escaping @Sendable (Result<RefreshExchange, any Error>) -> Void
    ) {
        Task {
            do {
                completion(.success(try await exchangeRefreshToken(request)))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// A store without a schema: the write is the probe.
    public func probeReadiness(now: Int64) throws -> StoreReadiness {
        _ = try hitRateLimit(key: StoreReadiness.probeKey, windowStart: now, windowSeconds: 1, now: now)
        return StoreReadiness(appliedSchemaVersion: nil, knownSchemaVersion: nil)
    }

    /// `account(email:tenantId:)` for the project's own accounts.
    public func account(email: String) throws -> AccountRecord? {
        try account(email: email, tenantId: nil)
    }

    /// `account(phoneNumber:tenantId:)` for the project's own accounts.
    public func account(phoneNumber: String) throws -> AccountRecord? {
        try account(phoneNumber: phoneNumber, tenantId: nil)
    }

    /// `account(providerId:rawId:tenantId:)` for the project's own accounts.
    public func account(providerId: String, rawId: String) throws -> AccountRecord? {
        try account(providerId: providerId, rawId: rawId, tenantId: nil)
    }

    /// `listAccounts(tenantId:after:limit:)` for the project's own accounts.
    public func listAccounts(after: String? = nil, limit: Int) throws -> [AccountRecord] {
        try listAccounts(tenantId: nil, after: after, limit: limit)
    }

    /// `countAccounts(tenantId:)` for the project's own accounts.
    public func countAccounts() throws -> Int {
        try countAccounts(tenantId: nil)
    }
}
