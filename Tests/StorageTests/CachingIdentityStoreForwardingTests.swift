import Foundation
import Storage
import Testing

/// Calls the cache has nothing to do with reach the store behind it, not a protocol default.
@Suite("Caching store: forwarded calls")
struct CachingIdentityStoreForwardingTests {
    @Test func readinessReportsTheUnderlyingStoresSchemaVersions() throws {
        let directory = try TemporaryDirectory()
        let base = try SQLiteIdentityStore(path: directory.file("identity.sqlite"))
        defer { try? base.close() }
        let readiness = try CachingIdentityStore(base: base).probeReadiness(now: Sample.now)
        #expect(readiness.knownSchemaVersion == SQLiteIdentityStore.knownSchemaVersion)
        #expect(readiness.appliedSchemaVersion == SQLiteIdentityStore.knownSchemaVersion)
    }

    @Test func serviceAccountKeysAndSessionClaimsGoToTheUnderlyingStore() throws {
        let base = InMemoryIdentityStore()
        let store = CachingIdentityStore(base: base)
        try store.createAccount(Sample.account("u1"))
        let key = ServiceAccountKeyRecord(
            keyId: "k1", clientEmail: "svc@example.iam", publicKeyPEM: "PEM", createdAt: Sample.now)
        try store.insertServiceAccountKey(key)
        #expect(try base.serviceAccountKeys(clientEmail: "svc@example.iam") == [key])
        #expect(try store.deleteServiceAccountKey(keyId: "k1"))
        #expect(try base.serviceAccountKeys(clientEmail: nil).isEmpty)
        let claims = SessionClaimsRecord(familyId: "f1", localId: "u1", claims: "{}", expiresAt: Sample.now)
        try store.insertSessionClaims(claims)
        #expect(try base.sessionClaims(familyId: "f1") == claims)
        #expect(try store.purgeSessionClaims(expiredBefore: Sample.now) == 1)
        #expect(try store.sessionClaims(familyId: "f1") == nil)
    }

    @Test func tenantsGoToTheUnderlyingStoreAndDeletingOneDropsCachedAccounts() throws {
        let base = InMemoryIdentityStore()
        let store = CachingIdentityStore(base: base)
        let tenant = TenantRecord(tenantId: "t1", createdAt: Sample.now)
        try store.insertTenant(tenant)
        #expect(try base.tenant(id: "t1") == tenant)
        #expect(
            try store.updateTenant(id: "t1") { $0.allowPasswordSignup = true }?.allowPasswordSignup == true)
        #expect(try base.tenant(id: "t1")?.allowPasswordSignup == true)
        #expect(try store.listTenants(after: nil, limit: 5).map(\.tenantId) == ["t1"])
        try store.createAccount(Sample.account("a1", tenantId: "t1"))
        #expect(try store.account(localId: "a1") != nil)  // now cached
        #expect(try store.deleteTenant(id: "t1"))
        #expect(try base.tenant(id: "t1") == nil)
        #expect(try store.account(localId: "a1") == nil)
    }
}
