import Foundation
import Storage
import Testing

@Suite("Service-account keys and session claims (every store)")
struct SignInMethodConformanceTests {
    static func key(_ id: String, email: String = "admin@p.iam.gserviceaccount.com", at instant: Int64)
        -> ServiceAccountKeyRecord
    {
        ServiceAccountKeyRecord(
            keyId: id, clientEmail: email, publicKeyPEM: "-----BEGIN PUBLIC KEY-----\n\(id)\n",
            createdAt: instant)
    }

    @Test(arguments: StoreKind.local)
    func serviceAccountKeysListByAccountAndDelete(_ kind: StoreKind) throws {
        let store = try kind.make().store
        let first = Self.key("k2", at: 10)
        let second = Self.key("k1", at: 20)
        let tie = Self.key("k0", at: 20)
        let other = Self.key("k9", email: "ci@p.iam.gserviceaccount.com", at: 5)
        for key in [second, first, other, tie] { try store.insertServiceAccountKey(key) }
        #expect(
            try store.serviceAccountKeys(clientEmail: "admin@p.iam.gserviceaccount.com") == [
                first, tie, second,
            ])
        #expect(try store.serviceAccountKeys(clientEmail: "ci@p.iam.gserviceaccount.com") == [other])
        // E-mails are compared exactly, as token issuers are.
        #expect(try store.serviceAccountKeys(clientEmail: "ADMIN@p.iam.gserviceaccount.com") == [])
        #expect(try store.serviceAccountKeys(clientEmail: nil) == [other, first, tie, second])
        #expect(throws: StoreError.duplicateKey) {
            try store.insertServiceAccountKey(Self.key("k1", email: "x@y", at: 30))
        }
        #expect(try store.deleteServiceAccountKey(keyId: "k1"))
        #expect(try store.deleteServiceAccountKey(keyId: "k1") == false)
        #expect(try store.serviceAccountKeys(clientEmail: nil).map(\.keyId) == ["k9", "k2", "k0"])
    }

    @Test(arguments: StoreKind.local)
    func sessionClaimsBelongToAnAccountAndGoWithIt(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        try store.createAccount(Sample.account("u2", email: "b@x.com"))
        let claims = SessionClaimsRecord(
            familyId: "f1", localId: "u1", claims: #"{"premium":true}"#, expiresAt: 100)
        try store.insertSessionClaims(claims)
        try store.insertSessionClaims(
            SessionClaimsRecord(familyId: "f2", localId: "u2", claims: "{}", expiresAt: 200))
        #expect(try store.sessionClaims(familyId: "f1") == claims)
        #expect(try store.sessionClaims(familyId: "nope") == nil)
        #expect(throws: StoreError.duplicateKey) {
            try store.insertSessionClaims(
                SessionClaimsRecord(familyId: "f1", localId: "u2", claims: "{}", expiresAt: 1))
        }
        #expect(throws: StoreError.accountNotFound) {
            try store.insertSessionClaims(
                SessionClaimsRecord(familyId: "f3", localId: "ghost", claims: "{}", expiresAt: 1))
        }
        #expect(try store.deleteAccount(localId: "u1"))
        #expect(try store.sessionClaims(familyId: "f1") == nil)
        #expect(try store.sessionClaims(familyId: "f2") != nil)
        try store.deleteAllAccounts()
        #expect(try store.sessionClaims(familyId: "f2") == nil)
    }

    @Test(arguments: StoreKind.local)
    func expiredSessionClaimsArePurged(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(Sample.account("u1"))
        for (family, expiry) in [("old", Int64(100)), ("edge", 200), ("live", 300)] {
            try store.insertSessionClaims(
                SessionClaimsRecord(familyId: family, localId: "u1", claims: "{}", expiresAt: expiry))
        }
        #expect(try store.purgeSessionClaims(expiredBefore: 200) == 2)
        #expect(try store.sessionClaims(familyId: "edge") == nil)
        #expect(try store.sessionClaims(familyId: "live")?.expiresAt == 300)
        #expect(try store.purgeSessionClaims(expiredBefore: 200) == 0)
    }

    @Test(arguments: StoreKind.local)
    func emailLinkAccountsCountAsPasswordProviderInQueries(_ kind: StoreKind) throws {
        let store = try kind.make().store
        try store.createAccount(
            AccountRecord(localId: "a", email: "a@x.com", createdAt: 1, emailLinkSignIn: true))
        try store.createAccount(
            AccountRecord(localId: "b", email: "b@x.com", passwordHash: "h", createdAt: 1))
        try store.createAccount(AccountRecord(localId: "c", email: "c@x.com", createdAt: 1))
        let found = try store.queryAccounts(AccountQuery(filter: .provider("password"), limit: 10))
        #expect(found.map(\.localId) == ["a", "b"])
    }
}
