import Foundation
import IdentityServer
import Testing

@Suite struct SignUpAndSignInTests {
    @Test func emailSignUpReturnsLowerCasedEmailKindAndTokens() async throws {
        try await TestServer.with { server in
            let reply = try await server.signUp("Alice@Example.COM")
            #expect(reply.status == 200)
            #expect(reply.string("kind") == "identitytoolkit#SignupNewUserResponse")
            #expect(reply.string("email") == "alice@example.com")
            #expect(reply.string("expiresIn") == "3600")
            #expect(reply.string("idToken")?.split(separator: ".").count == 3)
            #expect((reply.string("refreshToken")?.count ?? 0) >= 43)
            #expect((reply.string("localId")?.count ?? 0) == 28)
        }
    }

    @Test func signUpErrorsCarryExactMessages() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("taken@example.com")
            let exists = try await server.signUp("TAKEN@example.com")
            #expect(exists.status == 400)
            #expect(exists.errorMessage == "EMAIL_EXISTS")
            let weak = try await server.signUp("weak@example.com", "12345")
            #expect(weak.errorMessage == "WEAK_PASSWORD : Password should be at least 6 characters")
            let missingPassword = try await server.accounts("signUp", ["email": "a@b.co"])
            #expect(missingPassword.errorMessage == "MISSING_PASSWORD")
            let missingEmail = try await server.accounts("signUp", ["password": "secret-1"])
            #expect(missingEmail.errorMessage == "MISSING_EMAIL")
            let invalid = try await server.signUp("not-an-email")
            #expect(invalid.errorMessage == "INVALID_EMAIL")
            let localId = try await server.accounts(
                "signUp", ["localId": "x", "email": "x@y.co", "password": "secret-1"])
            #expect(localId.errorMessage == "UNEXPECTED_PARAMETER : User ID")
            // An empty address is a bad one, not a request for an anonymous account.
            let empty = try await server.accounts("signUp", ["email": "", "password": ""])
            #expect(empty.errorMessage == "INVALID_EMAIL")
            // An admin linking to an existing account cannot name another one.
            let anonymous = try await server.accounts("signUp", [:])
            let adminLink = try await server.accounts(
                "signUp", ["idToken": anonymous["idToken"]!, "localId": "other"], credential: .bearer())
            #expect(adminLink.errorMessage == "UNEXPECTED_PARAMETER : User ID")
        }
    }

    @Test func anAnonymousAccountStartsWithoutAProfile() async throws {
        try await TestServer.with { server throws in
            let anonymous = try await server.accounts("signUp", ["displayName": "Me", "photoUrl": "http://x.test/p.png"])
            #expect(anonymous.status == 200)
            #expect(anonymous["displayName"] == nil)
            let lookup = try await server.accounts("lookup", ["idToken": anonymous["idToken"]!])
            #expect(lookup.json["users"]?.arrayValue?.first?["displayName"] == nil)
        }
    }

    /// Signing up with an ID token of an account that has a password gives it the new address and
    /// password in place of the old ones, and ends its other sessions.
    @Test func linkingAPasswordToAnAccountWithOneReplacesIt() async throws {
        try await TestServer.with { server throws in
            let old = try await server.signUp("old@example.com", "old-secret-1")
            server.clock.advance(seconds: 1)
            let replaced = try await server.accounts(
                "signUp", ["idToken": old["idToken"]!, "email": "new@example.com", "password": "new-secret-1"])
            #expect(replaced.status == 200, "\(replaced.text)")
            #expect(replaced.string("localId") == old.string("localId"))
            #expect(replaced.string("email") == "new@example.com")
            let claims = try TokenInspection.payload(of: try #require(replaced.string("idToken")))
            #expect(claims["firebase"]?["identities"] == ["email": ["new@example.com"]])
            #expect(try await server.signIn("old@example.com", "old-secret-1").status == 400)
            #expect(try await server.signIn("new@example.com", "new-secret-1").string("localId") == old.string("localId"))
            #expect(try await server.refresh(try #require(old.string("refreshToken"))).errorMessage == "TOKEN_EXPIRED")
            #expect(try await server.refresh(try #require(replaced.string("refreshToken"))).status == 200)
        }
    }

    @Test func anonymousSignUpThenLinkKeepsTheLocalId() async throws {
        try await TestServer.with { server in
            let anonymous = try await server.accounts(
                "signUp", ["returnSecureToken": true, "clientType": "CLIENT_TYPE_IOS"])
            #expect(anonymous.status == 200)
            let localId = try #require(anonymous.string("localId"))
            let claims = try TokenInspection.payload(of: try #require(anonymous.string("idToken")))
            #expect(claims["provider_id"]?.stringValue == "anonymous")
            #expect(claims["firebase"]?["sign_in_provider"]?.stringValue == "anonymous")
            #expect(claims["firebase"]?["identities"] == .object([:]))
            let linked = try await server.accounts(
                "signUp",
                [
                    "idToken": anonymous["idToken"]!, "email": "linked@example.com", "password": "secret-1",
                    "returnSecureToken": true,
                ])
            #expect(linked.status == 200)
            #expect(linked.string("localId") == localId)
            #expect(linked.string("email") == "linked@example.com")
            let signIn = try await server.signIn("linked@example.com")
            #expect(signIn.string("localId") == localId)
        }
    }

    @Test func signInSucceedsAndWrongPasswordAndUnknownEmailAnswerAlike() async throws {
        try await TestServer.with { server in
            let created = try await server.signUp("bob@example.com")
            let signIn = try await server.signIn("BOB@example.com")
            #expect(signIn.status == 200)
            #expect(signIn.string("kind") == "identitytoolkit#VerifyPasswordResponse")
            #expect(signIn.string("localId") == created.string("localId"))
            #expect(signIn["registered"] == .bool(true))
            #expect(signIn.string("displayName") == "")
            let wrong = try await server.signIn("bob@example.com", "wrong-password")
            let unknown = try await server.signIn("nobody@example.com", "wrong-password")
            #expect(wrong.status == 400)
            #expect(wrong.errorMessage == "INVALID_LOGIN_CREDENTIALS")
            #expect(unknown.text == wrong.text)
            #expect(
                try await server.accounts("signInWithPassword", ["password": "x"]).errorMessage
                    == "MISSING_EMAIL")
            #expect(
                try await server.accounts("signInWithPassword", ["email": "bob@example.com"]).errorMessage
                    == "MISSING_PASSWORD")
        }
    }

    @Test func withoutEnumerationProtectionErrorsNameTheCause() async throws {
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server in
            _ = try await server.signUp("carol@example.com")
            #expect(
                try await server.signIn("carol@example.com", "nope-nope").errorMessage == "INVALID_PASSWORD")
            #expect(
                try await server.signIn("dave@example.com", "nope-nope").errorMessage == "EMAIL_NOT_FOUND")
        }
    }

    @Test func legacyV3PathsReachTheSameHandlers() async throws {
        try await TestServer.with { server in
            let v3 = "/www.googleapis.com/identitytoolkit/v3/relyingparty/"
            let signUp = try await server.post(
                v3 + "signupNewUser", ["email": "v3@example.com", "password": "secret-1"])
            #expect(signUp.string("kind") == "identitytoolkit#SignupNewUserResponse")
            let signIn = try await server.post(
                v3 + "verifyPassword", ["email": "v3@example.com", "password": "secret-1"])
            #expect(signIn.string("localId") == signUp.string("localId"))
            let lookup = try await server.post(v3 + "getAccountInfo", ["idToken": signIn["idToken"]!])
            #expect(lookup.json["users"]?.arrayValue?.first?["email"]?.stringValue == "v3@example.com")
            let wrong = try await server.post(
                v3 + "verifyPassword", ["email": "v3@example.com", "password": "bad-one"])
            #expect(wrong.errorMessage == "INVALID_LOGIN_CREDENTIALS")
            // signOutUser is an admin operation.
            let signOut = try await server.post(v3 + "signOutUser", ["localId": signIn["localId"]!])
            #expect(signOut.errorMessage == "INSUFFICIENT_PERMISSION")
        }
    }
}
