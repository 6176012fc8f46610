import Foundation
import Synchronization

/// An `IdentityStore` that answers `account(localId:)` from an `AccountCache` in front of another
/// store (every authenticated call checks the account: disabled, `validSince`, deleted), on PostgreSQL
/// and on SQLite alike.
///
/// Writes through this store drop the accounts they touch from the cache when they return, so this
/// instance reads its own writes. Changes made by other instances arrive through `apply(_:)`, from a
/// change feed of the database (PostgreSQL's LISTEN/NOTIFY, see `PostgresChangeFeed`), which also
/// confirms how far it has caught up (`AccountCache.markCoherent(asOf:)`); without confirmations an
/// entry is served for at most the cache's staleness bound after it was read — which is how a SQLite
/// store sees another process writing the same file.
///
/// Every other call goes to the underlying store unchanged. Inside a `LocalReadAttempt` only cache
/// hits are answered; everything else throws `LocalReadUnavailable`.
public final class CachingIdentityStore: IdentityStore {
    public let base: any IdentityStore
    public let cache: AccountCache
    private let signingKeyObservers = Mutex<[@Sendable () -> Void]>([])
    private let projectConfigObservers = Mutex<[@Sendable () -> Void]>([])

    public init(base: any IdentityStore, cache: AccountCache = AccountCache()) {
        self.base = base
        self.cache = cache
    }

    public var readsAreLocal: Bool { base.readsAreLocal }

    /// Applies a change reported by the change feed.
    public func apply(_ change: StoreChange) {
        switch change {
        case .account(let localId): cache.invalidate(localId: localId)
        case .allAccounts: cache.invalidateAll()
        case .signingKeys:
            for observer in signingKeyObservers.withLock({ $0 }) { observer() }
        case .projectConfig:
            for observer in projectConfigObservers.withLock({ $0 }) { observer() }
        }
    }

    /// Calls `observer` (on the change feed's thread) whenever the project's configuration changed.
    public func observeProjectConfigChanges(_ observer: @escaping @Sendable () -> Void) {
        projectConfigObservers.withLock { $0.append(observer) }
    }

    /// Calls `observer` (on the change feed's thread) whenever the signing keys changed.
    public func observeSigningKeyChanges(_ observer: @escaping @Sendable () -> Void) {
        signingKeyObservers.withLock { $0.append(observer) }
    }

    /// Runs a call of the underlying store (refused inside a `LocalReadAttempt`).
    func forward<T>(_ body: (any IdentityStore) throws -> T) throws -> T {
        try LocalReadAttempt.requireStore()
        return try body(base)
    }

    /// A write that may change `localId`'s account: the entry goes when the write returns (or fails,
    /// since a failed commit may still have happened).
    func write<T>(changing localId: String, _ body: (any IdentityStore) throws -> T) throws -> T {
        try LocalReadAttempt.requireStore()
        defer { cache.invalidate(localId: localId) }
        return try body(base)
    }

    /// A write that may change any account.
    func writeChangingAll<T>(_ body: (any IdentityStore) throws -> T) throws -> T {
        try LocalReadAttempt.requireStore()
        defer { cache.invalidateAll() }
        return try body(base)
    }

    // MARK: - Accounts

    public func account(localId: String) throws -> AccountRecord? {
        if let cached = cache.account(localId: localId) { return cached }
        try LocalReadAttempt.requireStore()
        let ticket = cache.beginRead()
        var found: AccountRecord?
        defer { cache.finishRead(ticket, localId: localId, account: found) }
        found = try base.account(localId: localId)
        return found
    }

    public func createAccount(_ account: AccountRecord) throws {
        try write(changing: account.localId) { try $0.createAccount(account) }
    }

    public func createAccount(_ account: AccountRecord, firstRefreshToken: RefreshTokenRecord) throws {
        try write(changing: account.localId) {
            try $0.createAccount(account, firstRefreshToken: firstRefreshToken)
        }
    }

    public func account(email: String, tenantId: String?) throws -> AccountRecord? {
        try forward { try $0.account(email: email, tenantId: tenantId) }
    }

    public func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord? {
        try forward { try $0.account(phoneNumber: phoneNumber, tenantId: tenantId) }
    }

    public func account(providerId: String, rawId: String, tenantId: String?) throws -> AccountRecord? {
        try forward { try $0.account(providerId: providerId, rawId: rawId, tenantId: tenantId) }
    }

    public func account(passkeyCredentialId: String, tenantId: String?) throws -> AccountRecord? {
        try forward { try $0.account(passkeyCredentialId: passkeyCredentialId, tenantId: tenantId) }
    }

    public func accounts(localIds: [String]) throws -> [AccountRecord] {
        try forward { try $0.accounts(localIds: localIds) }
    }

    @discardableResult
    public func updateAccount(localId: String, _ transform: (inout AccountRecord) throws -> Void) throws
        -> AccountRecord
    {
        try write(changing: localId) { try $0.updateAccount(localId: localId, transform) }
    }

    @discardableResult
    public func deleteAccount(localId: String) throws -> Bool {
        try write(changing: localId) { try $0.deleteAccount(localId: localId) }
    }

    public func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord] {
        try forward { try $0.listAccounts(tenantId: tenantId, after: after, limit: limit) }
    }

    public func countAccounts(tenantId: String?) throws -> Int {
        try forward { try $0.countAccounts(tenantId: tenantId) }
    }

    public func queryAccounts(_ query: AccountQuery) throws -> [AccountRecord] {
        try forward { try $0.queryAccounts(query) }
    }

    public func deleteAllAccounts() throws {
        try writeChangingAll { try $0.deleteAllAccounts() }
    }

    public func deleteAllAccounts(tenantId: String?) throws {
        try writeChangingAll { try $0.deleteAllAccounts(tenantId: tenantId) }
    }

    @discardableResult
    public func linkProvider(localId: String, _ identity: ProviderIdentity) throws -> AccountRecord {
        try write(changing: localId) { try $0.linkProvider(localId: localId, identity) }
    }

    @discardableResult
    public func unlinkProvider(localId: String, providerId: String) throws -> AccountRecord {
        try write(changing: localId) { try $0.unlinkProvider(localId: localId, providerId: providerId) }
    }
}
