import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// Calls on the signed-in account: exact requests with the ID token, token updates, the reloaded user.
struct AccountEndpointTests {
    private static let token1: JSONValue = .string(Fixtures.idToken1)

    @Test func reload_looksUpWithTheIDTokenAndPublishesChanges() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .lookup, with: Fixtures.lookup(emailVerified: true))

        let user = try await value(harness.client.reload())

        #expect(user == Fixtures.user(emailVerified: true))
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": Self.token1])
        #expect(try currentValue(harness.client.authState)?.isEmailVerified == true)
        #expect(try harness.storedSession?.user.isEmailVerified == true)
    }

    @Test func linkGoogle_sendsTheUsersIDTokenAndKeepsNewTokens() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .signInWithIDP,
            with: Fixtures.tokens(
                kind: SignInWithIDPResponse.kindValue, idToken: Fixtures.idToken2, refreshToken: "refresh-2"))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(extraProviders: ["google.com"]))

        let user = try await value(harness.client.link(with: .google(idToken: "g.id", accessToken: nil)))

        #expect(user.providerIDs == ["password", "google.com"])
        let link = harness.server.requests(to: .signInWithIDP).first
        expectRequest(
            link, .signInWithIDP,
            body: [
                "requestUri": "http://localhost", "postBody": "providerId=google.com&id_token=g.id",
                "returnSecureToken": true, "returnIdpCredential": true, "autoCreate": true,
                "idToken": Self.token1,
            ])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken2)])
        #expect(try harness.storedSession?.refreshToken == "refresh-2")
    }

    @Test func linkEmailPassword_signsUpWithTheUsersIDToken() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signUp, with: Fixtures.tokens(), Fixtures.tokens(idToken: Fixtures.idToken2))
        harness.server.respond(to: .lookup, with: Fixtures.anonymousLookup, Fixtures.lookup())
        _ = try await value(harness.client.signInAnonymously())

        let user = try await value(
            harness.client.link(with: .emailPassword(email: Fixtures.email, password: Fixtures.password)))

        #expect(user.isAnonymous == false)
        #expect(user.uid == Fixtures.uid)
        expectRequest(
            harness.server.requests(to: .signUp).last, .signUp,
            body: [
                "email": "kim@example.com", "password": "correct horse", "idToken": Self.token1,
                "returnSecureToken": true,
            ])
        #expect(try currentValue(harness.client.authState)?.providerIDs == ["password"])
    }

    @Test func unlink_deletesTheProvider() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .update, with: .json(#"{"kind":"identitytoolkit#SetAccountInfoResponse","localId":"uid-1"}"#))

        let user = try await value(harness.client.unlink(providerID: "google.com"))

        #expect(user == Fixtures.user())
        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: ["idToken": Self.token1, "deleteProvider": ["google.com"], "returnSecureToken": true])
        #expect(harness.server.endpoints.suffix(2) == [.update, .lookup])
    }

    @Test func updateProfile_setsNameAndPhoto() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .update, with: .json(#"{"localId":"uid-1","displayName":"Min"}"#))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(displayName: "Min"))

        let user = try await value(
            harness.client.updateProfile(
                displayName: "Min", photoURL: URL(string: "https://example.com/m.png")))

        #expect(user.displayName == "Min")
        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: [
                "idToken": Self.token1, "displayName": "Min", "photoUrl": "https://example.com/m.png",
                "returnSecureToken": true,
            ])
        #expect(try currentValue(harness.client.authState)?.displayName == "Min")
    }

    @Test func updateProfile_emptyName_deletesTheAttribute() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .update, with: .json(#"{"localId":"uid-1"}"#))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(displayName: nil))

        let user = try await value(harness.client.updateProfile(displayName: ""))

        #expect(user.displayName == nil)
        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: ["idToken": Self.token1, "deleteAttribute": ["DISPLAY_NAME"], "returnSecureToken": true])
    }

    @Test func updateEmail_keepsTheNewTokensTheServerIssues() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .update,
            with: .json(
                """
                {"kind":"identitytoolkit#SetAccountInfoResponse","localId":"uid-1","email":"new@example.com",
                 "idToken":"\(Fixtures.idToken2)","refreshToken":"refresh-2","expiresIn":"3600"}
                """))

        _ = try await value(harness.client.updateEmail(to: "new@example.com"))

        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: ["idToken": Self.token1, "email": "new@example.com", "returnSecureToken": true])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken2)])
        let stored = try #require(try harness.storedSession)
        #expect(stored.idToken == Fixtures.idToken2)
        #expect(stored.refreshToken == "refresh-2")
    }

    @Test func updatePassword_keepsTheNewTokens() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .update,
            with: .json(
                """
                {"localId":"uid-1","idToken":"\(Fixtures.idToken2)","refreshToken":"refresh-2",
                 "expiresIn":"3600"}
                """
            ))

        try await completion(harness.client.updatePassword(to: "new password!"))

        expectRequest(
            harness.server.requests(to: .update).first, .update,
            body: ["idToken": Self.token1, "password": "new password!", "returnSecureToken": true])
        #expect(try harness.storedSession?.refreshToken == "refresh-2")
    }

    @Test func deleteAccount_sendsTokenAndUIDThenSignsOut() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(to: .delete, with: .json(#"{"kind":"identitytoolkit#DeleteAccountResponse"}"#))

        try await completion(harness.client.deleteAccount())

        expectRequest(
            harness.server.requests.last, .delete, body: ["idToken": Self.token1, "localId": "uid-1"])
        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
    }

    @Test func sendEmailVerification_sendsVerifyEmailWithTheIDToken() async throws {
        let harness = Harness()
        try await harness.signIn()
        harness.server.respond(
            to: .sendOOBCode,
            with: .json(
                #"{"kind":"identitytoolkit#GetOobConfirmationCodeResponse","email":"kim@example.com"}"#))

        try await completion(harness.client.sendEmailVerification())

        expectRequest(
            harness.server.requests.last, .sendOOBCode,
            body: ["requestType": "VERIFY_EMAIL", "idToken": Self.token1])
    }

    @Test func accountCalls_whenSignedOut_failWithNotSignedInAndSendNothing() async throws {
        let harness = Harness()

        await #expect(throws: AuthError(.notSignedIn)) { try await value(harness.client.reload()) }
        await #expect(throws: AuthError(.notSignedIn)) {
            try await completion(harness.client.deleteAccount())
        }
        await #expect(throws: AuthError(.notSignedIn)) {
            try await completion(harness.client.sendEmailVerification())
        }
        #expect(harness.server.requests.isEmpty)
    }
}
