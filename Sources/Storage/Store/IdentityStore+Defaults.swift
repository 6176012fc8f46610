import Foundation

extension IdentityStore {
    public var readsAreLocal: Bool { false }

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
