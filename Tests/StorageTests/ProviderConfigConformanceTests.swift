import Foundation
import Storage
import Testing

@Suite("Identity-provider configurations (every store)")
struct ProviderConfigConformanceTests {
    static func config(_ id: String, _ collection: ProviderConfigRecord.Collection = .oauthIdp, tenant: String? = nil)
        -> ProviderConfigRecord
    {
        ProviderConfigRecord(
            collection: collection, tenantId: tenant, providerId: id, settings: #"{"clientId":"c-\#(id)"}"#,
            createdAt: Sample.now)
    }

    @Test(arguments: StoreKind.local)
    func configsAreKeyedByCollectionTenantAndIdAndPageInIdOrder(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertTenant(TenantRecord(tenantId: "t1", createdAt: Sample.now))
        for id in ["oidc.c", "oidc.a", "oidc.b"] { try store.insertProviderConfig(Self.config(id)) }
        // The same id in another collection and in a tenant is another configuration.
        try store.insertProviderConfig(Self.config("oidc.a", .inboundSaml))
        try store.insertProviderConfig(Self.config("oidc.a", tenant: "t1"))
        #expect(throws: StoreError.duplicateKey) { try store.insertProviderConfig(Self.config("oidc.a")) }
        #expect(try store.providerConfig(.oauthIdp, tenantId: nil, providerId: "oidc.a") == Self.config("oidc.a"))
        #expect(
            try store.providerConfig(.oauthIdp, tenantId: "t1", providerId: "oidc.a")
                == Self.config("oidc.a", tenant: "t1"))
        #expect(try store.providerConfig(.defaultSupportedIdp, tenantId: nil, providerId: "oidc.a") == nil)
        let page = try store.listProviderConfigs(.oauthIdp, tenantId: nil, after: nil, limit: 2)
        #expect(page.map(\.providerId) == ["oidc.a", "oidc.b"])
        #expect(try store.listProviderConfigs(.oauthIdp, tenantId: nil, after: "oidc.b", limit: 2).map(\.providerId) == ["oidc.c"])
        #expect(try store.listProviderConfigs(.oauthIdp, tenantId: "t1", after: nil, limit: 5).count == 1)
        #expect(try store.listProviderConfigs(.inboundSaml, tenantId: nil, after: nil, limit: 5).count == 1)
    }

    @Test(arguments: StoreKind.local)
    func updatesAreAtomicKeepTheKeyAndDeletesGoWithTheTenant(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.insertTenant(TenantRecord(tenantId: "t1", createdAt: Sample.now))
        try store.insertProviderConfig(Self.config("saml.x", .inboundSaml, tenant: "t1"))
        try store.insertProviderConfig(Self.config("saml.x", .inboundSaml))
        let updated = try store.updateProviderConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") {
            $0.settings = #"{"enabled":true}"#
            $0.updatedAt = Sample.now + 5
        }
        #expect(updated?.settings == #"{"enabled":true}"#)
        #expect(try store.providerConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") == updated)
        #expect(try store.updateProviderConfig(.inboundSaml, tenantId: nil, providerId: "saml.none") { _ in } == nil)
        #expect(throws: StoreError.immutableField) {
            try store.updateProviderConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") { $0.providerId = "saml.y" }
        }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try store.updateProviderConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") { _ in throw Refused() }
        }
        #expect(try store.providerConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") == updated)
        #expect(try store.deleteTenant(id: "t1"))
        #expect(try store.providerConfig(.inboundSaml, tenantId: "t1", providerId: "saml.x") == nil)
        #expect(try store.providerConfig(.inboundSaml, tenantId: nil, providerId: "saml.x") != nil)
        #expect(try store.deleteProviderConfig(.inboundSaml, tenantId: nil, providerId: "saml.x"))
        #expect(try !store.deleteProviderConfig(.inboundSaml, tenantId: nil, providerId: "saml.x"))
    }
}
