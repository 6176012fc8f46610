import Foundation
import Storage
import Testing

@Suite("Accounts (every store)")
struct AccountConformanceTests {
    @Test(arguments: StoreKind.local)
    func createdAccountReadsBackWithEveryField(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let account = AccountRecord(
            localId: "u1", tenantId: nil, email: "Alice@Example.com", emailVerified: true,
            passwordHash: "$argon2id$v=19$m=65536,t=3,p=1$c2FsdA$aGFzaA", passwordUpdatedAt: 5,
            displayName: "Alice",
            photoURL: "https://example.com/a.png", phoneNumber: "+15555550100", disabled: true, createdAt: 1,
            lastLoginAt: 2, lastRefreshAt: 3, validSince: 4, customAttributes: #"{"admin":true}"#,
            providers: [
                ProviderIdentity(
                    providerId: "password", rawId: "alice@example.com", email: "alice@example.com"),
                ProviderIdentity(
                    providerId: "google.com", rawId: "sub-1", email: "alice@gmail.com",
                    displayName: "A", photoURL: "https://g/p",
                    federatedId: "https://accounts.google.com/sub-1",
                    phoneNumber: "+1"),
            ],
            anonymous: false, emailLinkSignIn: true)
        try store.createAccount(account)
        #expect(try store.account(localId: "u1") == account)
        let unlinked = try store.updateAccount(localId: "u1") { $0.emailLinkSignIn = false }
        #expect(try store.account(localId: "u1") == unlinked)
        #expect(unlinked.emailLinkSignIn == false)
        #expect(try store.account(localId: "nobody") == nil)
    }

    @Test(arguments: StoreKind.local)
    func signUpCreatesTheAccountAndItsFirstTokenTogetherOrNeither(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"), firstRefreshToken: Sample.refreshToken("t1"))
        #expect(try store.account(localId: "u1") != nil)
        #expect(try store.refreshToken(hash: Sample.hash("t1"))?.localId == "u1")
        // The e-mail is taken: no token is left behind.
        #expect(throws: StoreError.emailExists) {
            try store.createAccount(
                Sample.account("u2", email: "ALICE@example.com"),
                firstRefreshToken: Sample.refreshToken("t2", localId: "u2"))
        }
        #expect(try store.refreshToken(hash: Sample.hash("t2")) == nil)
        // The token cannot be stored: no account is left behind.
        #expect(throws: StoreError.self) {
            try store.createAccount(
                Sample.account("u3", email: "carol@example.com"),
                firstRefreshToken: Sample.refreshToken("t1", localId: "u3"))
        }
        #expect(try store.account(localId: "u3") == nil)
        #expect(try store.account(email: "carol@example.com") == nil)
        #expect(try store.countAccounts() == 1)
    }

    @Test(arguments: StoreKind.local)
    func emailIsUniqueCaseInsensitivelyAndFoundCaseInsensitively(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "A@x.com"))
        #expect(throws: StoreError.emailExists) {
            try store.createAccount(Sample.account("u2", email: "a@X.com"))
        }
        #expect(try store.account(email: "a@X.COM")?.localId == "u1")
        #expect(try store.account(email: "A@x.com")?.email == "A@x.com")
        #expect(try store.countAccounts() == 1)
    }

    @Test(arguments: StoreKind.local)
    func duplicateLocalIdIsRefused(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "a@x.com"))
        #expect(throws: StoreError.localIdExists) {
            try store.createAccount(Sample.account("u1", email: "b@x.com"))
        }
    }

    @Test(arguments: StoreKind.local)
    func accountsWithoutEmailDoNotClash(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(AccountRecord(localId: "anon1", createdAt: 1, anonymous: true))
        try store.createAccount(AccountRecord(localId: "anon2", createdAt: 1, anonymous: true))
        #expect(try store.countAccounts() == 2)
        #expect(try store.account(localId: "anon2")?.anonymous == true)
    }

    @Test(arguments: StoreKind.local)
    func phoneNumberIsUniqueAndFindable(_ kind: StoreKind) throws {
        let store = try kind.make().store
        var first = Sample.account("u1", email: nil)
        first.phoneNumber = "+15555550100"
        try store.createAccount(first)
        var second = Sample.account("u2", email: nil)
        second.phoneNumber = "+15555550100"
        #expect(throws: StoreError.phoneNumberExists) { try store.createAccount(second) }
        #expect(try store.account(phoneNumber: "+15555550100")?.localId == "u1")
    }

    @Test(arguments: StoreKind.local)
    func uniquenessIsPerTenant(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "a@x.com"))
        try store.createAccount(Sample.account("t1", email: "A@x.com", tenantId: "tenant-1"))
        #expect(try store.account(email: "a@x.com", tenantId: "tenant-1")?.localId == "t1")
        #expect(try store.account(email: "a@x.com", tenantId: nil)?.localId == "u1")
        #expect(try store.countAccounts(tenantId: "tenant-1") == 1)
        #expect(try store.listAccounts(tenantId: "tenant-1", after: nil, limit: 10).map(\.localId) == ["t1"])
    }

    @Test(arguments: StoreKind.local)
    func updateChangesFieldsAtomicallyAndReturnsTheResult(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "a@x.com"))
        let updated = try store.updateAccount(localId: "u1") { account in
            account.displayName = "Alice"
            account.email = "New@x.com"
            account.validSince = 99
            account.providers = [ProviderIdentity(providerId: "password", rawId: "new@x.com")]
        }
        #expect(updated.displayName == "Alice")
        #expect(try store.account(localId: "u1") == updated)
        #expect(try store.account(email: "new@X.com")?.localId == "u1")
        #expect(try store.account(email: "a@x.com") == nil)
    }

    @Test(arguments: StoreKind.local)
    func updateEnforcesEmailUniquenessAndLeavesTheAccountUnchanged(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1", email: "a@x.com"))
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        #expect(throws: StoreError.emailExists) {
            try store.updateAccount(localId: "u2") {
                $0.email = "A@X.com"; $0.displayName = "B"
            }
        }
        #expect(try store.account(localId: "u2") == Sample.account("u2", email: "b@x.com"))
        // Changing only the case of one's own address is not a clash.
        try store.updateAccount(localId: "u1") { $0.email = "A@x.com" }
        #expect(try store.account(localId: "u1")?.email == "A@x.com")
    }

    @Test(arguments: StoreKind.local)
    func updateRollsBackWhenTheTransformThrows(_ kind: StoreKind) throws {
        struct Refused: Error {}
        let store = try kind.make().store
        try store.createAccount(Sample.account())
        #expect(throws: Refused.self) {
            try store.updateAccount(localId: "u1") { account in
                account.displayName = "changed"
                throw Refused()
            }
        }
        #expect(try store.account(localId: "u1")?.displayName == nil)
    }

    @Test(arguments: StoreKind.local)
    func updateRefusesMissingAccountsAndImmutableFields(_ kind: StoreKind) throws {
        let store = try kind.make().store
        #expect(throws: StoreError.accountNotFound) { try store.updateAccount(localId: "none") { _ in } }
        try store.createAccount(Sample.account())
        #expect(throws: StoreError.immutableField) {
            try store.updateAccount(localId: "u1") { $0.localId = "u9" }
        }
        #expect(throws: StoreError.immutableField) {
            try store.updateAccount(localId: "u1") { $0.tenantId = "t" }
        }
        #expect(try store.account(localId: "u9") == nil)
    }

    @Test(arguments: StoreKind.local)
    func accountsByLocalIdsKeepTheAskedOrderAndSkipUnknownOnes(_ kind: StoreKind) throws {
        let store = try kind.make().store
        for id in ["a", "b", "c"] { try store.createAccount(Sample.account(id, email: "\(id)@x.com")) }
        let found = try store.accounts(localIds: ["c", "zzz", "a", "c"])
        #expect(found.map(\.localId) == ["c", "a"])
    }

    @Test(arguments: StoreKind.local)
    func listPagesThroughAccountsInLocalIdOrder(_ kind: StoreKind) throws {
        let store = try kind.make().store
        for id in ["d", "a", "c", "b", "e"] {
            try store.createAccount(Sample.account(id, email: "\(id)@x.com"))
        }
        let first = try store.listAccounts(after: nil, limit: 2)
        let second = try store.listAccounts(after: first.last?.localId, limit: 2)
        let third = try store.listAccounts(after: second.last?.localId, limit: 2)
        #expect(first.map(\.localId) == ["a", "b"])
        #expect(second.map(\.localId) == ["c", "d"])
        #expect(third.map(\.localId) == ["e"])
        #expect(try store.countAccounts() == 5)
    }

    @Test(arguments: StoreKind.local)
    func deleteRemovesTheAccountWithItsTokensAndCodes(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        try store.insertRefreshToken(Sample.refreshToken("t1", localId: "u1"))
        try store.insertRefreshToken(Sample.refreshToken("t2", localId: "u2", familyId: "f2"))
        try store.insertOobCode(Sample.oobCode("c1", localId: "u1"))
        try store.insertOobCode(Sample.oobCode("c2", localId: "u2"))
        #expect(try store.deleteAccount(localId: "u1"))
        #expect(try store.deleteAccount(localId: "u1") == false)
        #expect(try store.account(localId: "u1") == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t1")) == nil)
        #expect(try store.refreshToken(hash: Sample.hash("t2")) != nil)
        #expect(try store.oobCodes().map(\.codeHash) == [Sample.hash("c2")])
        // The address is free again.
        try store.createAccount(Sample.account("u3"))
    }

    @Test(arguments: StoreKind.local)
    func deleteAllAccountsEmptiesTheStoreOrOneTenant(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("t1", tenantId: "tenant"))
        try store.insertRefreshToken(Sample.refreshToken("t1", localId: "t1"))
        try store.deleteAllAccounts(tenantId: "tenant")
        #expect(try store.countAccounts(tenantId: "tenant") == 0)
        #expect(try store.countAccounts() == 1)
        #expect(try store.refreshToken(hash: Sample.hash("t1")) == nil)
        try store.insertOobCode(Sample.oobCode("c1", kind: .signIn, localId: nil))
        try store.deleteAllAccounts()
        #expect(try store.countAccounts() == 0)
        #expect(try store.oobCodes().isEmpty)
    }
}
