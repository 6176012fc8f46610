import AuthCrypto
import Foundation
import Storage
import Testing

@testable import IdentityServer

/// How a blocking function's answer changes an account: by its update mask only, with Firebase's
/// field names (and the SDKs' `photoURL`), session claims from beforeSignIn only, and beforeSignIn's
/// changes over beforeCreate's.
@Suite struct BlockingFunctionAnswerTests {
    static let account = AccountRecord(
        localId: "u1", email: "ada@example.com", displayName: "Ada", photoURL: "https://example.com/a.png",
        createdAt: 1, customAttributes: #"{"role":"reader"}"#)

    static func parse(_ body: JSON, _ trigger: BlockingTrigger = .beforeSignIn) throws -> BlockingFunctionAnswer {
        try BlockingFunctionAnswer.parse(body.serialized, trigger: trigger)
    }

    @Test func onlyTheMaskedFieldsChange() throws {
        let answer = try Self.parse([
            "userRecord": [
                "updateMask": "displayName,emailVerified", "displayName": "Lovelace", "emailVerified": true,
                "disabled": true, "photoUrl": "https://example.com/b.png",
            ]
        ])
        var account = Self.account
        answer.apply(to: &account)
        #expect(account.displayName == "Lovelace")
        #expect(account.emailVerified)
        #expect(!account.disabled)
        #expect(account.photoURL == "https://example.com/a.png")
        #expect(account.customAttributes == #"{"role":"reader"}"#)
    }

    @Test func bothSpellingsOfThePhotoAndNullsClearFields() throws {
        for name in ["photoUrl", "photoURL"] {
            let answer = try Self.parse(["userRecord": ["updateMask": .string(name + ",displayName,customClaims")]])
            var account = Self.account
            answer.apply(to: &account)
            #expect(account.photoURL == nil)
            #expect(account.displayName == nil)
            #expect(account.customAttributes == nil)
        }
    }

    @Test func sessionClaimsCountInBeforeSignInOnly() throws {
        let body: JSON = ["userRecord": ["updateMask": "sessionClaims", "sessionClaims": ["level": 2]]]
        #expect(try Self.parse(body, .beforeSignIn).sessionClaims == ["level": 2])
        #expect(try Self.parse(body, .beforeCreate).sessionClaims == [:])
    }

    @Test func laterChangesWinAndUnchangedFieldsKeepTheEarlierOnes() throws {
        let create = try Self.parse(
            ["userRecord": ["updateMask": "displayName,customClaims", "displayName": "A", "customClaims": ["x": 1]]],
            .beforeCreate)
        let signIn = try Self.parse(["userRecord": ["updateMask": "displayName", "displayName": "B"]])
        var account = Self.account
        create.followed(by: signIn).apply(to: &account)
        #expect(account.displayName == "B")
        #expect(account.customAttributes == #"{"x":1}"#)
    }

    @Test(arguments: [
        #"[1]"#, #"{"userRecord":{"displayName":"x"}}"#, #"{"userRecord":{"updateMask":"disabled","disabled":"yes"}}"#,
        #"{"userRecord":{"updateMask":"customClaims","customClaims":{"iss":"x"}}}"#,
        #"{"userRecord":{"updateMask":"sessionClaims","sessionClaims":"x"}}"#,
    ])
    func anUnusableAnswerIsARefusal(body: String) {
        #expect(throws: APIError.self) { try BlockingFunctionAnswer.parse(body, trigger: .beforeSignIn) }
    }

    @Test func theTokensUserRecordUsesFirebasesNames() {
        let record = BlockingFunctionToken.userRecord(Self.account)
        #expect(record["uid"] == "u1")
        #expect(record["display_name"] == "Ada")
        #expect(record["photo_url"] == "https://example.com/a.png")
        #expect(record["custom_claims"] == ["role": "reader"])
        #expect(record["metadata"]?["creation_time"] == 1)
        #expect(record["provider_data"] == [])
    }
}

/// The bound on calls under way: a call beyond the capacity waits for a place, gets it when one is
/// given back (first come, first served), and gives up at its deadline.
@Suite struct BlockingCallLimiterTests {
    @Test func aWaiterGetsTheNextPlaceOrGivesUp() async {
        let limiter = BlockingCallLimiter(capacity: 1)
        #expect(await limiter.acquire(timeout: 1))
        #expect(await limiter.acquire(timeout: 0.05) == false)
        async let waiting = limiter.acquire(timeout: 30)
        try? await Task.sleep(for: .milliseconds(50))
        limiter.release()
        #expect(await waiting)
        limiter.release()
        #expect(await limiter.acquire(timeout: 0.05))
    }
}
