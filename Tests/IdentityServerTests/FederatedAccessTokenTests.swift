import AuthCrypto
import Foundation
import IdentityServer
import Synchronization
import Testing

/// Google credentials with an access token and no ID token: the server asks the (test) provider's
/// token-info and userinfo endpoints, never a URL from the request.
@Suite struct FederatedAccessTokenTests {
    static let invalid = "INVALID_IDP_RESPONSE : Invalid Idp Response: "

    private func signIn(_ server: TestServer, accessToken: String, idToken: String? = nil) async throws
        -> TestServer.Reply
    {
        try await server.signInWithIdp(
            postBody: "providerId=google.com&access_token=\(accessToken)", idToken: idToken)
    }

    private func now(_ server: TestServer) -> Int64 { server.clock.milliseconds / 1000 }

    @Test func anAccessTokenAloneSignsInWithGooglesProfileAndSharesTheIdentityWithIDTokens() async throws {
        try await withIdentityProvider { server, provider in
            let token = provider.google.issue(subject: "g-at-1", email: "Ada@Example.com", now: now(server))
            let first = try await signIn(server, accessToken: token)
            #expect(first.status == 200, "\(first.text)")
            #expect(first["isNewUser"] == true)
            #expect(first.string("providerId") == "google.com")
            #expect(first.string("federatedId") == "https://accounts.google.com/g-at-1")
            #expect(first.string("email") == "ada@example.com")
            #expect(first["emailVerified"] == true)
            #expect(first.string("displayName") == "Ada Lovelace")
            #expect(first.string("photoUrl") == "https://lh3.googleusercontent.com/a/test-picture")
            #expect(first.string("oauthAccessToken") == token)
            #expect(first["oauthIdToken"] == nil)
            #expect(first.string("idToken") != nil && first.string("refreshToken") != nil)
            let raw = first.string("rawUserInfo").flatMap { JSON.parse(Data($0.utf8)) }
            #expect(raw?["sub"] == "g-at-1")
            #expect(raw?["name"] == "Ada Lovelace")
            #expect(provider.google.tokenInfoCalls == 1)
            #expect(provider.google.userInfoCalls == 1)
            #expect(provider.google.queryStrings.isEmpty)

            // The same Google user with an ID token is the same account.
            let idToken = try provider.rsa.sign(
                claims: TestIdentityProvider.googleClaims(subject: "g-at-1", email: nil, now: now(server)))
            let second = try await server.signInWithIdp(provider: "google.com", token: idToken)
            #expect(second.status == 200)
            #expect(second.string("localId") == first.string("localId"))
            #expect(second["isNewUser"] == nil)
        }
    }

    @Test func theLinkingRulesAreTheSameAsForIDTokens() async throws {
        try await withIdentityProvider { server, provider in
            let verified = try #require(try await server.signUp("kept@example.com").string("localId"))
            let update = try await server.admin(
                ":update", ["localId": .string(verified), "emailVerified": true])
            #expect(update.status == 200)
            let joins = try await signIn(
                server,
                accessToken: provider.google.issue(
                    subject: "g-at-2", email: "kept@example.com", now: now(server)))
            #expect(joins.status == 200)
            #expect(joins.string("localId") == verified)
            #expect(joins["needConfirmation"] == nil)

            // An address registered but never verified goes to the provider's verified owner.
            let squatter = try await server.signUp("squatted@example.com")
            let squatted = try await signIn(
                server,
                accessToken: provider.google.issue(
                    subject: "g-at-3", email: "squatted@example.com", now: now(server)))
            #expect(squatted["needConfirmation"] == nil)
            #expect(squatted.string("localId") == squatter.string("localId"))
            #expect(try await server.signIn("squatted@example.com").status == 400)

            let unverifiedAtGoogle = try await signIn(
                server,
                accessToken: provider.google.issue(
                    subject: "g-at-4", email: "kept@example.com", verified: false, now: now(server)))
            #expect(unverifiedAtGoogle["needConfirmation"] == true)
            #expect(unverifiedAtGoogle.string("idToken") == nil)
        }
    }

    @Test func aTokenIssuedToAnotherAppIsRefusedButOurAuthorizedPartyIsAccepted() async throws {
        try await withIdentityProvider { server, provider in
            let other = "9999-other-app.apps.googleusercontent.com"
            let foreign = provider.google.issue(
                subject: "g-at-5", email: "v@example.com", audience: other, now: now(server))
            let refused = try await signIn(server, accessToken: foreign)
            #expect(refused.status == 400)
            #expect(
                refused.errorMessage == Self.invalid
                    + "access_token is not issued to this project's client IDs.")
            #expect(refused.string("idToken") == nil)
            #expect(provider.google.userInfoCalls == 0)

            let presented = provider.google.issue(
                subject: "g-at-5", email: "v@example.com", audience: other, now: now(server))
            provider.google.edit(presented) {
                $0.tokenInfo["azp"] = .string(TestIdentityProvider.googleClientId)
            }
            #expect(try await signIn(server, accessToken: presented).status == 200)
        }
    }

    @Test func expiredOrUndatedTokensAreRefused() async throws {
        try await withIdentityProvider { server, provider in
            let edits: [(inout GoogleTokenInfoService.Grant, Int64) -> Void] = [
                { grant, _ in grant.tokenInfo["expires_in"] = "0" },
                { grant, now in
                    grant.tokenInfo["expires_in"] = nil
                    grant.tokenInfo["exp"] = .int(Int64(now - 120))
                },
                { grant, _ in
                    grant.tokenInfo["expires_in"] = nil
                    grant.tokenInfo["exp"] = nil
                },
            ]
            for edit in edits {
                let token = provider.google.issue(subject: "g-at-6", email: nil, now: now(server))
                provider.google.edit(token) { edit(&$0, now(server)) }
                let reply = try await signIn(server, accessToken: token)
                #expect(reply.status == 400)
                #expect(reply.errorMessage?.hasPrefix(Self.invalid) == true)
                #expect(
                    reply.errorMessage?.hasSuffix("has expired.") == true
                        || reply.errorMessage?.hasSuffix("has no expiry.") == true)
            }
            #expect(provider.google.userInfoCalls == 0)
        }
    }

    @Test func googleRefusingTheTokenOrMissingSubjectIsInvalid() async throws {
        try await withIdentityProvider { server, provider in
            let unknown = try await signIn(server, accessToken: "ya29.never-issued")
            #expect(unknown.status == 400)
            #expect(
                unknown.errorMessage == Self.invalid
                    + "Google's token info refused the access_token (HTTP 400).")

            let noSubject = provider.google.issue(subject: "g-at-7", email: nil, now: now(server))
            provider.google.edit(noSubject) { $0.tokenInfo["sub"] = nil }
            let reply = try await signIn(server, accessToken: noSubject)
            #expect(reply.errorMessage == Self.invalid + "Google's token info has no \"sub\".")
        }
    }

    @Test func userinfoMustNameTheSameUserAndAccept() async throws {
        try await withIdentityProvider { server, provider in
            let mismatch = provider.google.issue(subject: "g-at-8", email: nil, now: now(server))
            provider.google.edit(mismatch) { $0.userInfo["sub"] = "someone-else" }
            let reply = try await signIn(server, accessToken: mismatch)
            #expect(reply.status == 400)
            #expect(
                reply.errorMessage == Self.invalid
                    + "Google's userinfo names another user than its token info.")

            let rejected = provider.google.issue(subject: "g-at-9", email: nil, now: now(server))
            provider.google.edit(rejected) { $0.userInfoStatus = 403 }
            let forbidden = try await signIn(server, accessToken: rejected)
            #expect(
                forbidden.errorMessage == Self.invalid
                    + "Google's userinfo refused the access_token (HTTP 403).")
        }
    }

    @Test func anUnreachableOrFailingGoogleIsServiceUnavailable() async throws {
        let gone = try TestIdentityProvider()
        await gone.stop()
        try await withIdentityProvider(configure: { $0.googleTokenInfoURL = gone.tokenInfoURL }) {
            server, _ in
            let reply = try await signIn(server, accessToken: "ya29.anything")
            #expect(reply.status == 503)
            #expect(reply.errorMessage?.hasPrefix("UNAVAILABLE : Google could not be reached") == true)
            #expect(reply.string("idToken") == nil)
        }
        try await withIdentityProvider { server, provider in
            let token = provider.google.issue(subject: "g-at-10", email: nil, now: now(server))
            provider.google.edit(token) { $0.tokenInfoStatus = 503 }
            let reply = try await signIn(server, accessToken: token)
            #expect(reply.status == 503)
            #expect(reply.errorMessage?.hasPrefix("UNAVAILABLE") == true)
        }
    }

    @Test func redirectsAreNotFollowed() async throws {
        try await withProvider(configure: { $0.googleTokenInfoURL = $1.redirectURL }) { server, provider in
            let token = provider.google.issue(subject: "g-at-11", email: nil, now: now(server))
            let reply = try await signIn(server, accessToken: token)
            #expect(
                reply.errorMessage == Self.invalid
                    + "Google's token info refused the access_token (HTTP 302).")
            #expect(provider.google.tokenInfoCalls == 0)
        }
    }

    @Test func anIDTokenIsVerifiedAsBeforeWhenBothAreSent() async throws {
        try await withIdentityProvider { server, provider in
            let idToken = try provider.rsa.sign(
                claims: TestIdentityProvider.googleClaims(subject: "g-at-12", email: nil, now: now(server)))
            let reply = try await server.signInWithIdp(
                postBody: "providerId=google.com&id_token=\(idToken)&access_token=ya29.never-issued")
            #expect(reply.status == 200)
            #expect(reply.string("oauthAccessToken") == "ya29.never-issued")
            #expect(provider.google.tokenInfoCalls == 0)

            let forged = TestIdentityProvider.tampered(idToken)
            let issued = provider.google.issue(subject: "g-at-12", email: nil, now: now(server))
            let refused = try await server.signInWithIdp(
                postBody: "providerId=google.com&id_token=\(forged)&access_token=\(issued)")
            #expect(refused.status == 400)
            #expect(provider.google.tokenInfoCalls == 0)
        }
    }

    @Test func withoutUserinfoTheProfileComesFromTokenInfoAlone() async throws {
        try await withIdentityProvider(configure: { $0.googleUserInfoURL = nil }) { server, provider in
            let token = provider.google.issue(subject: "g-at-13", email: "bo@example.com", now: now(server))
            let reply = try await signIn(server, accessToken: token)
            #expect(reply.status == 200)
            #expect(reply.string("email") == "bo@example.com")
            #expect(reply["emailVerified"] == true)
            #expect(reply["displayName"] == nil)
            #expect(provider.google.userInfoCalls == 0)
        }
    }

    @Test func emulatorModeDecodesClaimsShapedAccessTokensAndAsksGoogleForOthers() async throws {
        try await withIdentityProvider(emulator: true) { server, provider in
            let claims = "%7B%22sub%22%3A%22g-emu-at%22%2C%22email%22%3A%22emu%40example.com%22%7D"
            let fake = try await signIn(server, accessToken: claims)
            #expect(fake.status == 200, "\(fake.text)")
            #expect(fake.string("federatedId") == "https://accounts.google.com/g-emu-at")
            #expect(provider.google.tokenInfoCalls == 0)

            let real = provider.google.issue(subject: "g-emu-real", email: nil, now: now(server))
            let checked = try await signIn(server, accessToken: real)
            #expect(checked.status == 200)
            #expect(checked.string("federatedId") == "https://accounts.google.com/g-emu-real")
            #expect(provider.google.tokenInfoCalls == 1)
            let unknown = try await signIn(server, accessToken: "ya29.never-issued")
            #expect(unknown.status == 400)
        }
    }

    @Test func theAccessTokenNeverReachesTheLog() async throws {
        let lines = Mutex<[String]>([])
        let gone = try TestIdentityProvider()
        await gone.stop()
        var tokens: [String] = []
        try await withIdentityProvider(logSink: { line in lines.withLock { $0.append(line) } }) {
            server, provider in
            let good = provider.google.issue(subject: "g-at-14", email: "log@example.com", now: now(server))
            let foreign = provider.google.issue(
                subject: "g-at-15", email: nil, audience: "other.apps.googleusercontent.com", now: now(server)
            )
            let failing = provider.google.issue(subject: "g-at-16", email: nil, now: now(server))
            provider.google.edit(failing) { $0.tokenInfoStatus = 500 }
            tokens = [good, foreign, failing, "ya29.never-issued-secret"]
            for token in tokens { _ = try await signIn(server, accessToken: token) }
        }
        try await withIdentityProvider(
            logSink: { line in lines.withLock { $0.append(line) } },
            configure: { $0.googleTokenInfoURL = gone.tokenInfoURL }
        ) { server, _ in
            tokens.append("ya29.unreachable-secret")
            _ = try await signIn(server, accessToken: "ya29.unreachable-secret")
        }
        let log = lines.withLock { $0 }
        #expect(log.contains { $0.contains("google token info unreachable") })
        #expect(log.contains { $0.contains("google token info failed") })
        for token in tokens {
            #expect(!log.contains { $0.contains(token) }, "\(token) in the log")
        }
    }
}

/// Like `withIdentityProvider`, with the provider at hand while configuring the server.
private func withProvider(
    configure: (inout ServerConfiguration, TestIdentityProvider) -> Void,
    _ body: (TestServer, TestIdentityProvider) async throws -> Void
) async throws {
    let provider = try TestIdentityProvider()
    do {
        try await TestServer.with(configure: { configuration in
            provider.trust(&configuration)
            configure(&configuration, provider)
        }) { server in try await body(server, provider) }
    } catch {
        await provider.stop()
        throw error
    }
    await provider.stop()
}
