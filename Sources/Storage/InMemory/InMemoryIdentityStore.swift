import Foundation
import Synchronization

/// An `IdentityStore` held in memory, for unit tests of the logic built on the store.
///
/// Each operation runs under one lock, which makes it atomic. It enforces the same uniqueness
/// rules and returns the same outcomes as `SQLiteIdentityStore`; the shared conformance suite
/// checks both.
public final class InMemoryIdentityStore: IdentityStore {
    struct RateWindowKey: Hashable {
        var key: String
        var windowStart: Int64
    }

    struct RateWindow {
        var windowEnd: Int64
        var count: Int
    }

    struct State {
        var accounts: [String: AccountRecord] = [:]
        var refreshTokens: [Data: RefreshTokenRecord] = [:]
        /// Families whose tokens live in their row (`RefreshTokenRecord.inFamilyRow`), by family id.
        var refreshFamilies: [String: RefreshFamilyRow] = [:]
        var oobCodes: [Data: OobCodeRecord] = [:]
        /// Insertion order of codes, to list them oldest first with a stable tie-break.
        var oobCodeOrder: [Data] = []
        var signingKeys: [String: SigningKeyRecord] = [:]
        var rateWindows: [RateWindowKey: RateWindow] = [:]
        var outbox: [String: OutboxMessage] = [:]
        var serviceAccountKeys: [String: ServiceAccountKeyRecord] = [:]
        var sessionClaims: [String: SessionClaimsRecord] = [:]
        var verificationSessions: [Data: VerificationSessionRecord] = [:]
        /// Insertion order of verification sessions, for a stable listing.
        var verificationOrder: [Data] = []
        var tenants: [String: TenantRecord] = [:]
        var providerConfigs: [ProviderConfigKey: ProviderConfigRecord] = [:]
        var projectConfig = ProjectConfigRecord()
        var auditEntries: [AuditEntryRecord] = []
    }

    let state = Mutex(State())

    public init() {}

    public var readsAreLocal: Bool { true }
}

extension InMemoryIdentityStore.State {
    /// Throws the error `createAccount` / `updateAccount` owe when `account` clashes with another.
    func validateUniqueness(of account: AccountRecord) throws(StoreError) {
        try account.validateProviders()
        let others = accounts.values.filter {
            $0.localId != account.localId && $0.tenantKey == account.tenantKey
        }
        if let email = account.normalizedEmail, others.contains(where: { $0.normalizedEmail == email }) {
            throw .emailExists
        }
        if let phone = account.phoneNumber, others.contains(where: { $0.phoneNumber == phone }) {
            throw .phoneNumberExists
        }
        for identity in account.providers {
            let taken = others.contains { other in
                other.providers.contains {
                    $0.providerId == identity.providerId && $0.rawId == identity.rawId
                }
            }
            if taken { throw .federatedIdAlreadyLinked }
        }
        for passkey in account.passkeys
        where others.contains(where: { $0.passkey(passkey.credentialId) != nil }) {
            throw .passkeyExists
        }
    }

    mutating func removeAccount(_ localId: String) -> Bool {
        guard accounts.removeValue(forKey: localId) != nil else { return false }
        refreshTokens = refreshTokens.filter { $0.value.localId != localId }
        refreshFamilies = refreshFamilies.filter { $0.value.localId != localId }
        sessionClaims = sessionClaims.filter { $0.value.localId != localId }
        removeVerificationSessions { $0.localId == localId }
        let doomed = Set(oobCodes.values.filter { $0.localId == localId }.map(\.codeHash))
        for hash in doomed { oobCodes.removeValue(forKey: hash) }
        oobCodeOrder.removeAll { doomed.contains($0) }
        return true
    }
}

extension InMemoryIdentityStore.State {
    mutating func removeVerificationSessions(where doomed: (VerificationSessionRecord) -> Bool) {
        let hashes = Set(verificationSessions.values.filter(doomed).map(\.sessionHash))
        guard !hashes.isEmpty else { return }
        for hash in hashes { verificationSessions.removeValue(forKey: hash) }
        verificationOrder.removeAll { hashes.contains($0) }
    }
}
