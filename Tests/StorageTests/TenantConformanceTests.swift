import Foundation
import Storage
import Testing

@Suite("Tenants (every store)")
struct TenantConformanceTests {
    static func tenant(_ id: String, allowPasswordSignup: Bool = false) -> TenantRecord {
        TenantRecord(
            tenantId: id, displayName: "Tenant \(id)", allowPasswordSignup: allowPasswordSignup,
            enableEmailLinkSignin: true, disableAuth: false, enableAnonymousUser: true,
            settings: #"{"mfaConfig":{"state":"ENABLED"}}"#, createdAt: Sample.now)
    }

    @Test(arguments: StoreKind.local)
    func tenantsReadBackRefuseDuplicatesAndPageInIdOrder(_ kind: StoreKind) throws {
        let store = try kind.make().store
        for id in ["t-c", "t-a", "t-b"] { try store.insertTenant(Self.tenant(id)) }
        #expect(try store.tenant(id: "t-a") == Self.tenant("t-a"))
        #expect(try store.tenant(id: "t-x") == nil)
        #expect(throws: StoreError.duplicateKey) { try store.insertTenant(Self.tenant("t-a")) }
        #expect(try store.listTenants(after: nil, limit: 2).map(\.tenantId) == ["t-a", "t-b"])
        #expect(try store.listTenants(after: "t-b", limit: 2).map(\.tenantId) == ["t-c"])
        #expect(try store.listTenants(after: "t-c", limit: 2).isEmpty)
    }

    @Test(arguments: StoreKind.local)
    func updateChangesTheTenantAtomicallyAndKeepsItsId(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertTenant(Self.tenant("t1"))
        let updated = try store.updateTenant(id: "t1") {
            $0.allowPasswordSignup = true
            $0.displayName = nil
            $0.settings = "{}"
        }
        #expect(updated?.allowPasswordSignup == true)
        #expect(try store.tenant(id: "t1") == updated)
        #expect(try store.tenant(id: "t1")?.displayName == nil)
        #expect(try store.updateTenant(id: "none") { $0.disableAuth = true } == nil)
        #expect(throws: StoreError.immutableField) {
            try store.updateTenant(id: "t1") { $0.tenantId = "t2" }
        }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.updateTenant(id: "t1") {
                $0.disableAuth = true
                throw Refused()
            }
        }
        #expect(try store.tenant(id: "t1") == updated)
    }

    @Test(arguments: StoreKind.local)
    func deletingATenantDeletesItsAccountsCodesAndSessionsOnly(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertTenant(Self.tenant("t1"))
        try store.insertTenant(Self.tenant("t2"))
        // The same address once in each tenant and once in the project's own space.
        try store.createAccount(Sample.account("a1", tenantId: "t1"))
        try store.createAccount(Sample.account("a2", tenantId: "t2"))
        try store.createAccount(Sample.account("a0"))
        try store.insertRefreshToken(Sample.refreshToken("r1", localId: "a1"))
        var linkCode = Sample.oobCode("c1", kind: .signIn, localId: nil)
        linkCode.tenantId = "t1"
        try store.insertOobCode(linkCode)
        var otherCode = Sample.oobCode("c2", kind: .signIn, localId: nil)
        otherCode.tenantId = "t2"
        try store.insertOobCode(otherCode)
        try store.insertVerificationSession(
            VerificationConformanceTests.session("s1", localId: nil, tenantId: "t1"))
        #expect(try store.oobCodes().map(\.tenantId) == ["t1", "t2"])
        #expect(try store.deleteTenant(id: "t1"))
        #expect(try store.deleteTenant(id: "t1") == false)
        #expect(try store.tenant(id: "t1") == nil)
        #expect(try store.account(localId: "a1") == nil)
        #expect(try store.account(email: "alice@example.com", tenantId: "t2")?.localId == "a2")
        #expect(try store.account(email: "alice@example.com")?.localId == "a0")
        #expect(try store.refreshToken(hash: Sample.hash("r1")) == nil)
        #expect(try store.oobCodes().map(\.codeHash) == [Sample.hash("c2")])
        #expect(try store.verificationSessions(kind: nil).isEmpty)
        #expect(try store.listTenants(after: nil, limit: 10).map(\.tenantId) == ["t2"])
    }
}
