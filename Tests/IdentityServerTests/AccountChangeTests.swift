import Foundation
import IdentityServer
import Testing

@Suite struct AccountChangeTests {
    @Test func passwordChangeRevokesOtherSessionsAndReturnsNewTokens() async throws {
        try await TestServer.with { server in
            let first = try await server.signUp("change@example.com")
            let other = try await server.signIn("change@example.com")
            server.clock.advance(seconds: 2)
            let changed = try await server.accounts(
                "update",
                ["idToken": first["idToken"]!, "password": "new-secret-2", "returnSecureToken": true])
            #expect(changed.status == 200)
            #expect(changed.string("kind") == "identitytoolkit#SetAccountInfoResponse")
            let newRefresh = try #require(changed.string("refreshToken"))
            let newIDToken = try #require(changed.string("idToken"))
            #expect(
                try await server.refresh(try #require(other.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(
                try await server.refresh(try #require(first.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(
                try await server.accounts("lookup", ["idToken": other["idToken"]!]).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(try await server.accounts("lookup", ["idToken": .string(newIDToken)]).status == 200)
            #expect(try await server.refresh(newRefresh).status == 200)
            #expect(try await server.signIn("change@example.com").errorMessage == "INVALID_LOGIN_CREDENTIALS")
            #expect(try await server.signIn("change@example.com", "new-secret-2").status == 200)
            let weak = try await server.accounts(
                "update", ["idToken": .string(newIDToken), "password": "123"])
            #expect(weak.errorMessage == "WEAK_PASSWORD : Password should be at least 6 characters")
        }
    }

    @Test func profileFieldsChangeAndDeleteAttributeClearsThem() async throws {
        try await TestServer.with { server in
            let token = try #require(try await server.signUp("profile@example.com").string("idToken"))
            let set = try await server.accounts(
                "update",
                [
                    "idToken": .string(token), "displayName": "Pat", "photoUrl": "https://example.com/p.png",
                    "photoURL": .null, "returnSecureToken": true,
                ])
            #expect(set.string("displayName") == "Pat")
            #expect(set.string("photoUrl") == "https://example.com/p.png")
            #expect(set["idToken"] == nil)
            let lookup = try await server.accounts("lookup", ["idToken": .string(token)])
            let user = try #require(lookup.json["users"]?.arrayValue?.first)
            #expect(user["displayName"]?.stringValue == "Pat")
            #expect(user["passwordHash"]?.stringValue == "UkVEQUNURUQ=")
            #expect(user["providerUserInfo"]?.arrayValue?.first?["providerId"]?.stringValue == "password")
            let cleared = try await server.accounts(
                "update", ["idToken": .string(token), "deleteAttribute": ["DISPLAY_NAME", "PHOTO_URL"]])
            #expect(cleared["displayName"] == nil)
            #expect(cleared["photoUrl"] == nil)
            let custom = try await server.accounts(
                "update", ["idToken": .string(token), "customAttributes": "{}"])
            #expect(custom.errorMessage == "INSUFFICIENT_PERMISSION")
            let noToken = try await server.accounts("update", ["displayName": "x"])
            #expect(noToken.errorMessage == "INVALID_REQ_TYPE : Unsupported request parameters.")
        }
    }

    @Test func emailChangeKeepsUniquenessAndRevokes() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("first@example.com")
            let second = try await server.signUp("second@example.com")
            let clash = try await server.accounts(
                "update", ["idToken": second["idToken"]!, "email": "FIRST@example.com"])
            #expect(clash.errorMessage == "EMAIL_EXISTS")
            let moved = try await server.accounts(
                "update", ["idToken": second["idToken"]!, "email": "moved@example.com"])
            #expect(moved.string("email") == "moved@example.com")
            #expect(moved.string("idToken") != nil)
            #expect(try await server.signIn("moved@example.com").status == 200)
        }
    }

    @Test func deleteRemovesTheAccountAndItsSessions() async throws {
        try await TestServer.with { server in
            let signUp = try await server.signUp("gone@example.com")
            let deleted = try await server.accounts(
                "delete", ["idToken": signUp["idToken"]!, "localId": signUp["localId"]!])
            #expect(deleted.json == ["kind": "identitytoolkit#DeleteAccountResponse"])
            #expect(
                try await server.accounts("lookup", ["idToken": signUp["idToken"]!]).errorMessage
                    == "USER_NOT_FOUND")
            #expect(
                try await server.refresh(try #require(signUp.string("refreshToken"))).errorMessage
                    == "INVALID_REFRESH_TOKEN")
            #expect(try await server.signIn("gone@example.com").errorMessage == "INVALID_LOGIN_CREDENTIALS")
            #expect(try await server.accounts("delete", [:]).errorMessage == "MISSING_ID_TOKEN")
        }
    }

    @Test func createAuthUriHidesMethodsUnderEnumerationProtection() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("methods@example.com")
            let reply = try await server.accounts(
                "createAuthUri",
                ["identifier": "methods@example.com", "continueUri": "http://www.google.com/"])
            #expect(reply.string("kind") == "identitytoolkit#CreateAuthUriResponse")
            #expect(reply["registered"] == nil && reply["signinMethods"] == nil)
            #expect(
                try await server.accounts("createAuthUri", ["continueUri": "http://x.y/"]).errorMessage
                    == "MISSING_IDENTIFIER")
            #expect(
                try await server.accounts(
                    "createAuthUri", ["identifier": "bad", "continueUri": "http://x.y/"]
                )
                .errorMessage == "INVALID_IDENTIFIER")
        }
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server in
            _ = try await server.signUp("methods@example.com")
            let known = try await server.accounts(
                "createAuthUri",
                ["identifier": "methods@example.com", "continueUri": "http://www.google.com/"])
            #expect(known["registered"] == .bool(true))
            #expect(known["signinMethods"] == ["password"])
            let unknown = try await server.accounts(
                "createAuthUri", ["identifier": "other@example.com", "continueUri": "http://www.google.com/"])
            #expect(unknown["registered"] == .bool(false))
        }
    }
}
