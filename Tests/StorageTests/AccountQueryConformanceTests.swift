import Foundation
import Storage
import Testing

@Suite("Account queries (every store)")
struct AccountQueryConformanceTests {
    /// Five accounts with varied e-mails, providers and a tenant neighbour that must never show up.
    private func populated(_ kind: StoreKind) throws -> StoreFixture {
        let fixture = try kind.make()
        let store = fixture.store
        var alice = Sample.account("u-alice", email: "Alice@Example.com")
        alice.passwordHash = "$argon2id$x"
        var bob = Sample.account("u-bob", email: "bob@example.org")
        bob.providers = [ProviderIdentity(providerId: "google.com", rawId: "g-bob")]
        var carol = Sample.account("u-carOl", email: "alina@example.com")
        carol.phoneNumber = "+15555550100"
        var anonymous = Sample.account("x-anon", email: nil)
        anonymous.anonymous = true
        let dave = Sample.account("u-dave", email: "dave@example.com")
        for account in [alice, bob, carol, anonymous, dave] { try store.createAccount(account) }
        try store.createAccount(Sample.account("u-alien", email: "alien@example.com", tenantId: "other"))
        return fixture
    }

    private func ids(_ store: any IdentityStore, _ filter: AccountQuery.Filter, limit: Int = 10) throws
        -> [String]
    {
        try store.queryAccounts(AccountQuery(filter: filter, limit: limit)).map(\.localId)
    }

    @Test(arguments: StoreKind.local)
    func filtersMatchByEmailIdPhoneAndProvider(_ kind: StoreKind) throws {
        let fixture = try populated(kind)
        let store = fixture.store
        #expect(try ids(store, .all) == ["u-alice", "u-bob", "u-carOl", "u-dave", "x-anon"])
        #expect(try ids(store, .email("ALICE@example.com")) == ["u-alice"])
        #expect(try ids(store, .emailPrefix("AL")) == ["u-alice", "u-carOl"])
        #expect(try ids(store, .emailPrefix("ali")) == ["u-alice", "u-carOl"])
        #expect(try ids(store, .emailPrefix("alic")) == ["u-alice"])
        #expect(try ids(store, .emailPrefix("nobody")) == [])
        #expect(try ids(store, .localId("u-bob")) == ["u-bob"])
        #expect(try ids(store, .localIdPrefix("u-")) == ["u-alice", "u-bob", "u-carOl", "u-dave"])
        #expect(try ids(store, .localIdPrefix("u-carO")) == ["u-carOl"])
        #expect(try ids(store, .localIdPrefix("u-caro")) == [])
        #expect(try ids(store, .phoneNumber("+15555550100")) == ["u-carOl"])
        #expect(try ids(store, .provider("password")) == ["u-alice"])
        #expect(try ids(store, .provider("google.com")) == ["u-bob"])
        #expect(try ids(store, .provider("phone")) == ["u-carOl"])
        #expect(try ids(store, .provider("anonymous")) == ["x-anon"])
        #expect(try ids(store, .provider("apple.com")) == [])
    }

    /// `createAuthUri` finds an account by the address a linked provider gave (Firebase's
    /// `fetchSignInMethodsForEmail`): case-insensitive, within the tenant, each account once.
    @Test(arguments: StoreKind.local)
    func providerEmailFindsAccountsByALinkedIdentitysAddress(_ kind: StoreKind) throws {
        let fixture = try kind.make()
        let store = fixture.store
        var bob = Sample.account("u-bob", email: "bob@example.org")
        bob.providers = [
            ProviderIdentity(providerId: "google.com", rawId: "g-bob", email: "Bobby@Example.com"),
            ProviderIdentity(providerId: "github.com", rawId: "gh-bob", email: "bobby@example.com"),
        ]
        var eve = Sample.account("u-eve", email: nil)
        eve.providers = [ProviderIdentity(providerId: "facebook.com", rawId: "f-eve", email: "BOBBY@example.com")]
        var alien = Sample.account("u-alien", email: nil, tenantId: "other")
        alien.providers = [ProviderIdentity(providerId: "google.com", rawId: "g-alien", email: "bobby@example.com")]
        for account in [bob, eve, alien, Sample.account("u-dave", email: "bobby@example.com")] {
            try store.createAccount(account)
        }
        #expect(try ids(store, .providerEmail("bobby@EXAMPLE.com")) == ["u-bob", "u-eve"])
        #expect(try ids(store, .providerEmail("bobby@example.com"), limit: 1) == ["u-bob"])
        // An account's own address is not a provider's.
        #expect(try ids(store, .providerEmail("bob@example.org")) == [])
        let other = try store.queryAccounts(
            AccountQuery(tenantId: "other", filter: .providerEmail("bobby@example.com"), limit: 10))
        #expect(other.map(\.localId) == ["u-alien"])
        // The filter follows the account's later changes.
        try store.updateAccount(localId: "u-eve") { $0.providers[0].email = "eve@example.com" }
        #expect(try ids(store, .providerEmail("bobby@example.com")) == ["u-bob"])
        #expect(try ids(store, .providerEmail("EVE@example.com")) == ["u-eve"])
    }

    @Test(arguments: StoreKind.local)
    func pagesGoForwardAndBackFromACursor(_ kind: StoreKind) throws {
        let fixture = try populated(kind)
        let store = fixture.store
        let first = try store.queryAccounts(AccountQuery(limit: 2)).map(\.localId)
        let second = try store.queryAccounts(AccountQuery(after: first.last, limit: 2)).map(\.localId)
        let third = try store.queryAccounts(AccountQuery(after: second.last, limit: 2)).map(\.localId)
        #expect(first == ["u-alice", "u-bob"])
        #expect(second == ["u-carOl", "u-dave"])
        #expect(third == ["x-anon"])
        // Backwards from the second page's first entry: the first page, in descending order.
        let previous = try store.queryAccounts(AccountQuery(descending: true, after: second.first, limit: 2))
        #expect(previous.map(\.localId) == ["u-bob", "u-alice"])
        let filtered = try store.queryAccounts(
            AccountQuery(filter: .localIdPrefix("u-"), after: "u-bob", limit: 1))
        #expect(filtered.map(\.localId) == ["u-carOl"])
        #expect(try store.queryAccounts(AccountQuery(limit: 0)).isEmpty)
    }

    /// Creation order, newest first, as the console lists accounts: ties (same millisecond) are broken
    /// by user ID, and the cursor is the pair, so no account is skipped or repeated across pages.
    @Test(arguments: StoreKind.local)
    func pagesInCreationOrderWithTiesBrokenByUserID(_ kind: StoreKind) throws {
        let fixture = try kind.make()
        let store = fixture.store
        let created: [(String, Int64)] = [("a", 300), ("b", 100), ("c", 200), ("d", 200), ("e", 400)]
        for (id, time) in created {
            var account = Sample.account(id, email: "\(id)@example.com")
            account.createdAt = time
            try store.createAccount(account)
        }
        func page(descending: Bool, after: AccountRecord?, limit: Int = 2) throws -> [AccountRecord] {
            try store.queryAccounts(
                AccountQuery(
                    order: .createdAt, descending: descending, after: after?.localId,
                    afterCreatedAt: after?.createdAt, limit: limit))
        }
        let first = try page(descending: true, after: nil)
        let second = try page(descending: true, after: first.last)
        let third = try page(descending: true, after: second.last)
        #expect(first.map(\.localId) == ["e", "a"])
        #expect(second.map(\.localId) == ["d", "c"])
        #expect(third.map(\.localId) == ["b"])
        let back = try page(descending: false, after: second.first)
        #expect(back.map(\.localId) == ["a", "e"])
        #expect(try page(descending: false, after: nil, limit: 5).map(\.localId) == ["b", "c", "d", "a", "e"])
        let filtered = try store.queryAccounts(
            AccountQuery(filter: .emailPrefix("c"), order: .createdAt, descending: true, limit: 5))
        #expect(filtered.map(\.localId) == ["c"])
    }

    @Test(arguments: StoreKind.local)
    func queriesStayInTheirTenantAndReturnWholeAccounts(_ kind: StoreKind) throws {
        let fixture = try populated(kind)
        let store = fixture.store
        let tenant = try store.queryAccounts(
            AccountQuery(tenantId: "other", filter: .emailPrefix("a"), limit: 10))
        #expect(tenant.map(\.localId) == ["u-alien"])
        let bob = try #require(
            try store.queryAccounts(AccountQuery(filter: .localId("u-bob"), limit: 1)).first)
        #expect(bob == (try store.account(localId: "u-bob")))
        #expect(bob.providers.map(\.providerId) == ["google.com"])
    }
}
