import Foundation

/// Everything the identity server persists, behind a database-neutral interface.
///
/// Every method is synchronous and may block on I/O, so callers run them off their HTTP threads.
/// Every method is atomic: it either happens completely or not at all, and concurrent calls
/// (from threads, or from several server processes sharing the database) behave as if they ran
/// one after the other. Failures are `StoreError`s.
///
/// Instants are Unix milliseconds (`Int64`) except `AccountRecord.validSince` (seconds). Durations
/// carry their unit in the parameter name. Hashes are the caller's: the store never sees a token
/// or code in plain text (except the emulator-only `OobCodeRecord.plaintextCode`).
///
/// Implementing another backend (PostgreSQL): run each method in one transaction that takes its
/// write locks up front (`SELECT … FOR UPDATE`, or SERIALIZABLE with retry), and reuse the shared
/// rules so every store agrees: `AccountRecord.normalizedEmail(_:)` and `tenantKey` for the unique
/// indexes (tenant_key, email_normalized), (tenant_key, phone_number) and
/// (tenant_key, provider_id, raw_id); `validateProviders()` / `linking(_:)` for providers;
/// `RefreshTokenRecord.rotationState(now:graceSeconds:)` and `successor(_:now:)` for rotation;
/// `OobCodeRecord.lookup(kind:now:)` for codes; `SigningKeyRecord.signs(at:)` for key selection.
/// Then add the backend to the conformance suite in `StorageTests` (`StoreKind`).
public protocol IdentityStore: Sendable {
    /// Whether reads finish without waiting on a network or another process's lock (a local file in
    /// WAL mode, memory), so a server may run cheap read-only requests on its HTTP threads. False by
    /// default; a database server's store must leave it false.
    var readsAreLocal: Bool { get }

    // MARK: - Accounts

    /// Inserts a new account with its providers. Throws `.localIdExists`, `.emailExists`
    /// (case-insensitive, per tenant), `.phoneNumberExists` or `.federatedIdAlreadyLinked`.
    func createAccount(_ account: AccountRecord) throws

    /// `createAccount` and `insertRefreshToken(firstRefreshToken)` in one transaction, for sign-ups: the
    /// account and its first session exist together or not at all, so a sign-up that fails never
    /// leaves an account behind that a retry would find taken.
    func createAccount(_ account: AccountRecord, firstRefreshToken: RefreshTokenRecord) throws

    func account(localId: String) throws -> AccountRecord?
    /// Looks the address up case-insensitively within the tenant (nil = the project's accounts).
    func account(email: String, tenantId: String?) throws -> AccountRecord?
    func account(phoneNumber: String, tenantId: String?) throws -> AccountRecord?
    func account(providerId: String, rawId: String, tenantId: String?) throws -> AccountRecord?
    /// The tenant's account with the passkey whose credential id is `passkeyCredentialId`.
    func account(passkeyCredentialId: String, tenantId: String?) throws -> AccountRecord?
    /// The accounts that exist among `localIds`, in the order asked for (duplicates once).
    func accounts(localIds: [String]) throws -> [AccountRecord]

    /// Reads the account, lets `transform` change it, and writes it back, all atomically.
    /// Providers are replaced by the transformed list. Throws `.accountNotFound`, `.immutableField`
    /// (localId or tenantId changed), the uniqueness errors of `createAccount`, or what
    /// `transform` throws (then nothing is written). Returns the stored result.
    @discardableResult
    func updateAccount(localId: String, _ transform: (inout AccountRecord) throws -> Void) throws
        -> AccountRecord

    /// Deletes the account with its refresh tokens, session claims, out-of-band codes and verification
    /// sessions. False if there was none.
    @discardableResult
    func deleteAccount(localId: String) throws -> Bool

    /// One page of the tenant's accounts ordered by `localId`, starting after `after`.
    func listAccounts(tenantId: String?, after: String?, limit: Int) throws -> [AccountRecord]
    func countAccounts(tenantId: String?) throws -> Int
    /// One page of the accounts `query` matches, in its `localId` order, read without loading the
    /// accounts before the cursor (an admin console pages through 100,000 accounts this way).
    func queryAccounts(_ query: AccountQuery) throws -> [AccountRecord]
    /// Deletes every account of every tenant, every refresh token, out-of-band code and verification
    /// session (emulator reset).
    func deleteAllAccounts() throws
    /// Deletes every account of one tenant (nil = the project's own), with tokens and codes.
    func deleteAllAccounts(tenantId: String?) throws

    /// Adds `identity` to the account, or updates its profile fields when the same
    /// (providerId, rawId) is already linked there. Throws `.accountNotFound`,
    /// `.federatedIdAlreadyLinked` (the pair belongs to another account) or
    /// `.providerAlreadyLinked` (the account has another identity at this provider).
    @discardableResult
    func linkProvider(localId: String, _ identity: ProviderIdentity) throws -> AccountRecord

    /// Removes the account's identity at `providerId` (no change if there is none).
    /// Throws `.accountNotFound`.
    @discardableResult
    func unlinkProvider(localId: String, providerId: String) throws -> AccountRecord

    // MARK: - Refresh tokens

    /// Inserts the first token of a family (or any token). A token `inFamilyRow` starts its family's
    /// row: its family must be new. Throws `.duplicateKey` or `.accountNotFound`.
    func insertRefreshToken(_ token: RefreshTokenRecord) throws
    /// The token with this hash: with `familyId`, in that family's row (its live or previous token);
    /// without, in a row of its own.
    func refreshToken(hash: Data, familyId: String?) throws -> RefreshTokenRecord?

    /// Presents a token for exchange. Checks, in order: unknown → `.notFound`; family revoked →
    /// `.revoked`; `now >= absoluteExpiry` → `.expired`; spent less than `graceSeconds` ago →
    /// `.withinGrace`; spent longer ago → revokes the family, `.reused`; otherwise marks the token
    /// spent, records `successor` on it and inserts the successor → `.rotated(successor)`.
    func rotateRefreshToken(hash: Data, now: Int64, graceSeconds: Int64, successor: NewRefreshToken) throws
        -> RefreshRotation

    /// What a refresh-token exchange writes, in one transaction (one durable commit): the checks and
    /// effects of `rotateRefreshToken`, and, when the token yields one (live or within grace), the
    /// account's `lastRefreshAt = now`. A token of a disabled account yields `.accountDisabled` and
    /// changes nothing; a token whose account is gone is `.refused(.notFound)`. Stores may batch
    /// concurrent exchanges into one commit; each call returns only once its own writes are durable.
    /// A request with a `familyId` presents a token of that family's row: a hash that is neither its
    /// live nor its previous token is a replay of an older one (`.refused(.reused)`, the family revoked).
    func exchangeRefreshToken(_ request: RefreshExchangeRequest) async throws -> RefreshExchange
    /// `exchangeRefreshToken` answered through `completion`, on whatever thread the store finishes on
    /// (a group commit's own thread), for callers that wait without a task. `completion` runs once.
    func exchangeRefreshToken(
        _ request: RefreshExchangeRequest,
        completion: @escaping @Sendable (Result<RefreshExchange, any Error>) -> Void)

    /// Revokes every token of the family; returns how many were live or spent before.
    @discardableResult
    func revokeRefreshTokenFamily(_ familyId: String, now: Int64) throws -> Int
    /// Revokes every token of the account; returns how many were not revoked before.
    @discardableResult
    func revokeAllRefreshTokens(localId: String, now: Int64) throws -> Int
    /// Deletes tokens whose absolute expiry is at or before `instant`; returns how many.
    @discardableResult
    func purgeRefreshTokens(expiredBefore instant: Int64) throws -> Int

    // MARK: - Out-of-band codes

    /// Throws `.duplicateKey`, or `.accountNotFound` when `localId` names no account.
    func insertOobCode(_ code: OobCodeRecord) throws
    /// Checks the code without consuming it (resetPassword without a new password only verifies).
    /// A code of another kind than `kind` (when given) is `.notFound`.
    func peekOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup
    /// Consumes the code: exactly one caller ever gets `.valid` for it; later ones get `.used`.
    func consumeOobCode(hash: Data, kind: OobCodeKind?, now: Int64) throws -> OobCodeLookup
    /// Every stored code, oldest first (for the emulator's `oobCodes` listing).
    func oobCodes() throws -> [OobCodeRecord]
    @discardableResult
    func deleteOobCodes(localId: String) throws -> Int
    /// Deletes codes that expired or were used at or before `instant`; returns how many.
    @discardableResult
    func purgeOobCodes(before instant: Int64) throws -> Int

    // MARK: - Signing keys

    /// Throws `.duplicateKey` when the kid exists.
    func insertSigningKey(_ key: SigningKeyRecord) throws
    /// Inserts `key` only if no stored key signs at `instant`, atomically; returns whether it did.
    /// Lets several server instances race to rotate with only one new key winning.
    func insertSigningKey(_ key: SigningKeyRecord, unlessOneSignsAt instant: Int64) throws -> Bool
    /// Every key, ordered by `activeFrom` then `kid`.
    func signingKeys() throws -> [SigningKeyRecord]
    /// The key to sign with at `instant`: of those that sign then, the one activated last.
    func currentSigningKey(at instant: Int64) throws -> SigningKeyRecord?
    /// Deletes keys whose `expireAt` is at or before `instant`; returns how many.
    @discardableResult
    func deleteSigningKeys(expiredBefore instant: Int64) throws -> Int

    // MARK: - Rate limits

    /// Counts one hit in the fixed window (`key`, `windowStart`) lasting `windowSeconds` and
    /// returns the window's new count. Windows of `key` that ended by `now` are dropped.
    func hitRateLimit(key: String, windowStart: Int64, windowSeconds: Int64, now: Int64) throws -> Int
    /// Deletes windows that ended at or before `instant`; returns how many.
    @discardableResult
    func purgeRateLimitWindows(endedBefore instant: Int64) throws -> Int

    // MARK: - Outbox

    /// Throws `.duplicateKey` when the id exists.
    func insertOutboxMessage(_ message: OutboxMessage) throws
    /// Messages oldest first (by `createdAt`, then `id`), only unsent ones when `pendingOnly`.
    func outboxMessages(pendingOnly: Bool, limit: Int) throws -> [OutboxMessage]
    /// Marks a pending message sent; false if it was already sent or does not exist.
    @discardableResult
    func markOutboxMessageSent(id: String, at instant: Int64) throws -> Bool

    // MARK: - Service-account keys

    /// Throws `.duplicateKey` when the key id exists.
    func insertServiceAccountKey(_ key: ServiceAccountKeyRecord) throws
    /// The keys of `clientEmail` (compared exactly), or every key when nil; oldest first, then by id.
    func serviceAccountKeys(clientEmail: String?) throws -> [ServiceAccountKeyRecord]
    /// Deletes the key; false if there was none.
    @discardableResult
    func deleteServiceAccountKey(keyId: String) throws -> Bool

    // MARK: - Session claims

    /// Throws `.duplicateKey` when the family has claims already, `.accountNotFound` when `localId`
    /// names no account.
    func insertSessionClaims(_ claims: SessionClaimsRecord) throws
    func sessionClaims(familyId: String) throws -> SessionClaimsRecord?
    /// Deletes claims whose `expiresAt` is at or before `instant`; returns how many.
    @discardableResult
    func purgeSessionClaims(expiredBefore instant: Int64) throws -> Int

    // MARK: - Verification sessions

    /// Throws `.duplicateKey` when the hash exists, `.accountNotFound` when `localId` names no account.
    func insertVerificationSession(_ record: VerificationSessionRecord) throws
    /// Reads the session named by `hash`, lets `body` change it and decide the answer, and writes the
    /// change back, all atomically (concurrent calls for one session run one after the other, so a code
    /// is accepted once and every wrong try is counted). Nil when there is no such session. `body` may
    /// not change the hash, kind, tenant or account (`.immutableField`).
    func updateVerificationSession<T>(hash: Data, _ body: (inout VerificationSessionRecord) -> T) throws
        -> T?
    /// Every stored session of `kind` (every kind when nil), oldest first (the emulator's listing).
    func verificationSessions(kind: VerificationKind?) throws -> [VerificationSessionRecord]
    /// Deletes sessions that expired or were used at or before `instant`; returns how many.
    @discardableResult
    func purgeVerificationSessions(before instant: Int64) throws -> Int

    // MARK: - Tenants

    /// Throws `.duplicateKey` when the tenant id exists.
    func insertTenant(_ tenant: TenantRecord) throws
    func tenant(id: String) throws -> TenantRecord?
    /// Reads the tenant, lets `transform` change it and writes it back, atomically; nil when there is no
    /// such tenant. `transform` may not change `tenantId` (`.immutableField`).
    func updateTenant(id: String, _ transform: (inout TenantRecord) throws -> Void) throws -> TenantRecord?
    /// Deletes the tenant with every account, refresh token, code, verification session and
    /// identity-provider configuration of it.
    /// False if there was none.
    @discardableResult
    func deleteTenant(id: String) throws -> Bool
    /// One page of the tenants ordered by id, starting after `after`.
    func listTenants(after: String?, limit: Int) throws -> [TenantRecord]

    // MARK: - Identity-provider configurations

    /// Throws `.duplicateKey` when the collection has the provider id in that tenant.
    func insertProviderConfig(_ config: ProviderConfigRecord) throws
    func providerConfig(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String)
        throws -> ProviderConfigRecord?
    /// Reads the configuration, lets `transform` change it and writes it back, atomically; nil when there
    /// is none. `transform` may not change its key (`.immutableField`).
    func updateProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String,
        _ transform: (inout ProviderConfigRecord) throws -> Void
    ) throws -> ProviderConfigRecord?
    /// False if there was none.
    @discardableResult
    func deleteProviderConfig(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String)
        throws -> Bool
    /// One page of the tenant's configurations in the collection, ordered by provider id, after `after`.
    func listProviderConfigs(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, after: String?, limit: Int
    ) throws -> [ProviderConfigRecord]

    // MARK: - Project configuration

    /// The project's configuration as an admin last set it (an empty one when never).
    func projectConfig() throws -> ProjectConfigRecord
    /// Reads the project's configuration, lets `transform` change it and writes it back, atomically.
    func updateProjectConfig(_ transform: (inout ProjectConfigRecord) throws -> Void) throws
        -> ProjectConfigRecord

    // MARK: - Audit log

    /// Appends the entries, all in one transaction. Throws `.duplicateKey` when an id exists (then none
    /// is written).
    func insertAuditEntries(_ entries: [AuditEntryRecord]) throws
    /// One page of the entries `query` matches (`AuditQuery.matches`), newest first (by time, then id).
    func auditEntries(_ query: AuditQuery) throws -> [AuditEntryRecord]
    /// Deletes entries older than `instant`; returns how many.
    @discardableResult
    func purgeAuditEntries(before instant: Int64) throws -> Int

    // MARK: - Readiness

    /// One cheap round trip that writes (a rate-limit window of its own) and reports the schema
    /// version; throws when the store cannot be reached or written.
    func probeReadiness(now: Int64) throws -> StoreReadiness
}
