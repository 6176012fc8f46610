import Storage
import Testing

@Suite("Linked providers (every store)")
struct ProviderConformanceTests {
    private let google = ProviderIdentity(providerId: "google.com", rawId: "sub-1", email: "a@gmail.com")

    @Test(arguments: StoreKind.local)
    func linkAddsTheIdentityAndMakesItFindable(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account())
        let linked = try store.linkProvider(localId: "u1", google)
        #expect(linked.providers == [google])
        #expect(try store.account(providerId: "google.com", rawId: "sub-1")?.localId == "u1")
        #expect(try store.account(providerId: "google.com", rawId: "sub-2") == nil)
        #expect(try store.account(providerId: "apple.com", rawId: "sub-1") == nil)
    }

    @Test(arguments: StoreKind.local)
    func everyFieldOfAnIdentityIsKeptAndReadBack(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account())
        let github = ProviderIdentity(
            providerId: "github.com", rawId: "4242", email: "octo@example.com", displayName: "Octo Cat",
            photoURL: "https://a.test/o.png", federatedId: "4242", screenName: "octo")
        try store.linkProvider(localId: "u1", github)
        #expect(try store.account(localId: "u1")?.providers == [github])
        #expect(try store.account(providerId: "github.com", rawId: "4242")?.providers.first?.screenName == "octo")
    }

    @Test(arguments: StoreKind.local)
    func linkingAnIdentityOwnedByAnotherAccountFails(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "a@x.com"))
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        try store.linkProvider(localId: "u1", google)
        #expect(throws: StoreError.federatedIdAlreadyLinked) { try store.linkProvider(localId: "u2", google) }
        #expect(try store.account(localId: "u2")?.providers == [])
        var third = Sample.account("u3", email: "c@x.com")
        third.providers = [google]
        #expect(throws: StoreError.federatedIdAlreadyLinked) { try store.createAccount(third) }
    }

    @Test(arguments: StoreKind.local)
    func relinkingTheSameIdentityUpdatesItAndAnotherSubjectAtTheProviderFails(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account())
        try store.linkProvider(localId: "u1", google)
        var renamed = google
        renamed.displayName = "Alice"
        #expect(try store.linkProvider(localId: "u1", renamed).providers == [renamed])
        let other = ProviderIdentity(providerId: "google.com", rawId: "sub-2")
        #expect(throws: StoreError.providerAlreadyLinked) { try store.linkProvider(localId: "u1", other) }
        #expect(throws: StoreError.accountNotFound) { try store.linkProvider(localId: "none", other) }
    }

    @Test(arguments: StoreKind.local)
    func unlinkRemovesOnlyThatProvider(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account())
        let apple = ProviderIdentity(providerId: "apple.com", rawId: "apple-sub")
        try store.linkProvider(localId: "u1", google)
        try store.linkProvider(localId: "u1", apple)
        let result = try store.unlinkProvider(localId: "u1", providerId: "google.com")
        #expect(result.providers == [apple])
        #expect(try store.account(localId: "u1")?.providers == [apple])
        #expect(try store.account(providerId: "google.com", rawId: "sub-1") == nil)
        #expect(throws: StoreError.accountNotFound) {
            try store.unlinkProvider(localId: "none", providerId: "x")
        }
        // Once unlinked, another account may take the identity.
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        try store.linkProvider(localId: "u2", google)
        #expect(try store.account(providerId: "google.com", rawId: "sub-1")?.localId == "u2")
    }

    @Test(arguments: StoreKind.local)
    func identitiesAreUniquePerTenant(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("t1", tenantId: "tenant"))
        try store.linkProvider(localId: "u1", google)
        try store.linkProvider(localId: "t1", google)
        #expect(
            try store.account(providerId: "google.com", rawId: "sub-1", tenantId: "tenant")?.localId == "t1")
        #expect(try store.account(providerId: "google.com", rawId: "sub-1")?.localId == "u1")
    }
}
