import AuthModel
import Foundation
import Testing

@testable import AuthClient

/// Sign-up and sign-in calls: exact requests, the follow-up lookup, the resulting user and session.
struct SignInEndpointTests {
    @Test func signUp_sendsCredentialsThenLooksUpAndRemembersTheSession() async throws {
        let harness = Harness()
        harness.server.respond(to: .signUp, with: Fixtures.tokens())
        harness.server.respond(to: .lookup, with: Fixtures.lookup())

        let user = try await value(
            harness.client.signUp(email: Fixtures.email, password: Fixtures.password, displayName: "Kim"))

        #expect(user == Fixtures.user())
        #expect(harness.server.endpoints == [.signUp, .lookup])
        expectRequest(
            harness.server.requests.first, .signUp,
            body: [
                "email": "kim@example.com", "password": "correct horse", "displayName": "Kim",
                "returnSecureToken": true,
            ])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken1)])
        #expect(try currentValue(harness.client.authState) == Fixtures.user())
        let stored = try #require(try harness.storedSession)
        #expect(stored.user == Fixtures.user())
        #expect(stored.idToken == Fixtures.idToken1)
        #expect(stored.refreshToken == "refresh-1")
        #expect(stored.expiresAt == harness.clock.now.addingTimeInterval(3600))
    }

    @Test func signUp_withoutDisplayName_omitsIt() async throws {
        let harness = Harness()
        harness.server.respond(to: .signUp, with: Fixtures.tokens())
        harness.server.respond(to: .lookup, with: Fixtures.lookup(displayName: nil))

        let user = try await value(harness.client.signUp(email: Fixtures.email, password: Fixtures.password))

        #expect(user.displayName == nil)
        expectRequest(
            harness.server.requests.first, .signUp,
            body: ["email": "kim@example.com", "password": "correct horse", "returnSecureToken": true])
    }

    @Test func signInAnonymously_sendsOnlyReturnSecureToken() async throws {
        let harness = Harness()
        harness.server.respond(to: .signUp, with: Fixtures.tokens())
        harness.server.respond(to: .lookup, with: Fixtures.anonymousLookup)

        let user = try await value(harness.client.signInAnonymously())

        expectRequest(harness.server.requests.first, .signUp, body: ["returnSecureToken": true])
        #expect(user.uid == Fixtures.uid)
        #expect(user.isAnonymous)
        #expect(user.email == nil)
        #expect(user.providerIDs == [])
        #expect(try currentValue(harness.client.authState)?.isAnonymous == true)
    }

    @Test func signInWithPassword_sendsEmailAndPassword() async throws {
        let harness = Harness()

        let user = try await harness.signIn()

        #expect(user == Fixtures.user())
        expectRequest(
            harness.server.requests.first, .signInWithPassword,
            body: ["email": "kim@example.com", "password": "correct horse", "returnSecureToken": true])
        expectRequest(harness.server.requests.last, .lookup, body: ["idToken": .string(Fixtures.idToken1)])
    }

    @Test func signInWithEmailCredential_usesPasswordSignIn() async throws {
        let harness = Harness()
        harness.server.respond(to: .signInWithPassword, with: Fixtures.tokens())
        harness.server.respond(to: .lookup, with: Fixtures.lookup())

        _ = try await value(
            harness.client.signIn(with: .emailPassword(email: Fixtures.email, password: Fixtures.password)))

        #expect(harness.server.endpoints == [.signInWithPassword, .lookup])
    }

    @Test func signInWithGoogle_postsIDTokenAndAccessToken() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithIDP, with: Fixtures.tokens(kind: SignInWithIDPResponse.kindValue))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(extraProviders: ["google.com"]))

        let user = try await value(
            harness.client.signIn(with: .google(idToken: "g.id.token", accessToken: "ya29.x")))

        #expect(user.providerIDs == ["password", "google.com"])
        expectRequest(
            harness.server.requests.first, .signInWithIDP,
            body: [
                "requestUri": "http://localhost",
                "postBody": "providerId=google.com&id_token=g.id.token&access_token=ya29.x",
                "returnSecureToken": true, "returnIdpCredential": true, "autoCreate": true,
            ])
    }

    @Test func signInWithGoogle_accessTokenAlone_postsNoIDToken() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithIDP, with: Fixtures.tokens(kind: SignInWithIDPResponse.kindValue))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(extraProviders: ["google.com"]))

        _ = try await value(harness.client.signIn(with: .google(idToken: nil, accessToken: "ya29.only")))

        expectRequest(
            harness.server.requests.first, .signInWithIDP,
            body: [
                "requestUri": "http://localhost", "postBody": "providerId=google.com&access_token=ya29.only",
                "returnSecureToken": true, "returnIdpCredential": true, "autoCreate": true,
            ])
    }

    @Test func signInWithApple_postsRawNonceAndName() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithIDP, with: Fixtures.tokens(kind: SignInWithIDPResponse.kindValue))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(extraProviders: ["apple.com"]))
        let name = ProviderCredential.PersonName(firstName: "Min", lastName: "Kim")

        _ = try await value(
            harness.client.signIn(with: .apple(idToken: "a.id.token", rawNonce: "raw-nonce", fullName: name)))

        let postBody = try #require(harness.server.requests.first?.body?["postBody"]?.stringValue)
        let parsed = try #require(IDPPostBody(queryString: postBody))
        #expect(parsed.providerID == "apple.com")
        #expect(parsed.idToken == "a.id.token")
        #expect(parsed.nonce == "raw-nonce")
        #expect(parsed.accessToken == nil)
        #expect(parsed.user == #"{"name":{"firstName":"Min","lastName":"Kim"}}"#)
        #expect(harness.server.requests.first?.body?["idToken"] == nil)
    }

    @Test func signInWithAnyProvidersTokenOrRedirectResult() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithIDP, with: Fixtures.tokens(kind: SignInWithIDPResponse.kindValue))
        harness.server.respond(to: .lookup, with: Fixtures.lookup(extraProviders: ["github.com"]))

        _ = try await value(harness.client.signIn(with: .oauth(providerID: "github.com", accessToken: "gh-token")))
        let github = try #require(harness.server.requests.first?.body?["postBody"]?.stringValue)
        let parsed = try #require(IDPPostBody(queryString: github))
        #expect(parsed.providerID == "github.com")
        #expect(parsed.accessToken == "gh-token")
        #expect(parsed.idToken == nil)

        let redirect = ProviderCredential.redirectResult(
            providerID: "oidc.acme", requestURI: "https://app.test/cb?code=c1&state=s1", sessionID: "session-1")
        #expect(redirect.providerID == "oidc.acme")
        #expect("\(redirect)" == "ProviderCredential(oidc.acme)")
        _ = try await value(harness.client.signIn(with: redirect))
        let request = try #require(harness.server.requests.last(where: { $0.body?["postBody"] != nil })?.body)
        #expect(request["requestUri"] == "https://app.test/cb?code=c1&state=s1")
        #expect(request["sessionId"] == "session-1")
        #expect(request["postBody"] == "providerId=oidc.acme")
    }

    @Test func signInWithIDP_needConfirmation_isEmailExistsAndSignsNothingIn() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithIDP,
            with: .json(
                """
                {"kind":"identitytoolkit#VerifyAssertionResponse","needConfirmation":true,
                 "providerId":"google.com"}
                """
            ))

        await #expect(throws: AuthError(.emailExists)) {
            try await value(harness.client.signIn(with: .google(idToken: "g", accessToken: nil)))
        }
        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
    }

    @Test func signIn_lookupWithoutExactlyOneUser_isMalformedAndSignsNothingIn() async throws {
        let harness = Harness()
        harness.server.respond(to: .signInWithPassword, with: Fixtures.tokens())
        harness.server.respond(
            to: .lookup, with: .json(#"{"kind":"identitytoolkit#GetAccountInfoResponse"}"#))

        await #expect(throws: AuthError(.malformedResponse)) {
            try await value(harness.client.signIn(email: Fixtures.email, password: Fixtures.password))
        }
        #expect(try currentValue(harness.client.authState) == nil)
    }

    @Test func signIn_responseWithoutTokens_isMalformed() async throws {
        let harness = Harness()
        harness.server.respond(
            to: .signInWithPassword, with: .json(#"{"localId":"uid-1","registered":true}"#))

        await #expect(throws: AuthError(.malformedResponse)) {
            try await value(harness.client.signIn(email: Fixtures.email, password: Fixtures.password))
        }
        #expect(harness.server.endpoints == [.signInWithPassword])
    }

    @Test func signOut_clearsMemoryStoreAndState() async throws {
        let harness = Harness()
        try await harness.signIn()
        #expect(try harness.storedSession != nil)

        try await completion(harness.client.signOut())

        #expect(try currentValue(harness.client.authState) == nil)
        #expect(try harness.storedSession == nil)
        await #expect(throws: AuthError(.notSignedIn)) {
            try await value(harness.client.refreshIDToken(force: false))
        }
    }
}
