import AuthCrypto
import IdentityServer
import Testing

/// E-mail and password changes and account deletion need a recent sign-in (Firebase's
/// `CREDENTIAL_TOO_OLD_LOGIN_AGAIN`, `requiresRecentLogin` on iOS).
@Suite struct RecentSignInTests {
    private static let tooOld = "CREDENTIAL_TOO_OLD_LOGIN_AGAIN"

    @Test func sensitiveChangesNeedASignInWithinTheWindow() async throws {
        try await TestServer.with { server in
            let session = try await server.signUp("recent@example.com")
            server.clock.advance(seconds: 301)
            // Refreshing does not renew the sign-in: the new ID token keeps the old auth_time.
            let refreshed = try await server.refresh(try #require(session.string("refreshToken")))
            let idToken = try #require(refreshed["id_token"])
            let passwordChange: JSON = ["idToken": idToken, "password": "new-secret-2"]
            #expect(try await server.accounts("update", passwordChange).errorMessage == Self.tooOld)
            let emailChange: JSON = ["idToken": idToken, "email": "moved@example.com"]
            #expect(try await server.accounts("update", emailChange).errorMessage == Self.tooOld)
            #expect(try await server.accounts("delete", ["idToken": idToken]).errorMessage == Self.tooOld)
            // Nothing changed, and what is not sensitive still works with the old sign-in.
            #expect(try await server.signIn("recent@example.com").status == 200)
            let renamed = try await server.accounts("update", ["idToken": idToken, "displayName": "Pat"])
            #expect(renamed.string("displayName") == "Pat")
            #expect(
                try await server.accounts("update", ["idToken": idToken, "email": "recent@example.com"])
                    .status == 200)  // the same address is no change
            // Signing in again makes the same changes possible.
            let fresh = try #require(try await server.signIn("recent@example.com")["idToken"])
            #expect(
                try await server.accounts("update", ["idToken": fresh, "password": "new-secret-2"])
                    .status == 200)
            let again = try #require(try await server.signIn("recent@example.com", "new-secret-2")["idToken"])
            #expect(try await server.accounts("delete", ["idToken": again]).status == 200)
        }
    }

    @Test func aSignInJustInsideTheWindowIsRecent() async throws {
        try await TestServer.with { server in
            let token = try #require(try await server.signUp("edge@example.com")["idToken"])
            server.clock.advance(seconds: 300)
            #expect(try await server.accounts("delete", ["idToken": token]).status == 200)
        }
    }

    @Test func theWindowIsConfigurableAndOffInEmulatorMode() async throws {
        try await TestServer.with(configure: { $0.recentSignInWindow = 0 }) { server in
            let token = try #require(try await server.signUp("off@example.com")["idToken"])
            server.clock.advance(seconds: 3000)
            #expect(try await server.accounts("delete", ["idToken": token]).status == 200)
        }
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let token = try #require(try await server.signUp("emulated@example.com")["idToken"])
            server.clock.advance(seconds: 3000)
            #expect(try await server.accounts("delete", ["idToken": token]).status == 200)
        }
        let parsed = try ServerConfiguration.parse(arguments: [
            "--api-key", "k", "--recent-sign-in-window", "10m",
        ])
        #expect(parsed.recentSignInWindow == 600)
        #expect(ServerConfiguration().recentSignInWindow == 300)
    }

    /// Linking an e-mail and password (`accounts:signUp` with `idToken`) to an account that already
    /// signs in some other way sets its e-mail address and password: a stolen old session must not
    /// do that either (it would gain a password of its own and a fresh sign-in). An anonymous account,
    /// which cannot sign in again, is upgraded whatever the age of its session.
    @Test func linkingAPasswordToAnAccountWithOtherCredentialsNeedsARecentSignIn() async throws {
        try await withIdentityProvider { server, provider in
            let claims = TestIdentityProvider.googleClaims(
                subject: "g-recent", email: "owner@example.com", now: server.clock.milliseconds / 1000)
            let google = try await server.signInWithIdp(
                provider: "google.com", token: try provider.rsa.sign(claims: claims))
            let refreshToken = try #require(google.string("refreshToken"))
            server.clock.advance(seconds: 301)
            let stale = try #require(try await server.refresh(refreshToken)["id_token"])
            let link: JSON = ["idToken": stale, "email": "thief@example.com", "password": "thief-secret"]
            #expect(try await server.accounts("signUp", link).errorMessage == Self.tooOld)
            #expect(try await server.signIn("thief@example.com", "thief-secret").status == 400)
            let lookup = try await server.accounts("lookup", ["idToken": stale])
            #expect(lookup["users"]?.arrayValue?.first?["email"] == "owner@example.com")

            let fresh = try await server.signInWithIdp(
                provider: "google.com", token: try provider.rsa.sign(claims: claims))
            let recent = try #require(fresh["idToken"])
            let linked = try await server.accounts(
                "signUp", ["idToken": recent, "email": "owner@example.com", "password": "owner-secret"])
            #expect(linked.status == 200, "\(linked.text)")

            let anonymous = try #require(try await server.accounts("signUp", [:])["idToken"])
            server.clock.advance(seconds: 3000)
            let upgraded = try await server.accounts(
                "signUp", ["idToken": anonymous, "email": "upgraded@example.com", "password": "secret-9"])
            #expect(upgraded.status == 200, "\(upgraded.text)")
        }
    }

    @Test func anAdministratorIsNotAskedToSignInAgain() async throws {
        try await TestServer.with { server in
            let localId = try #require(try await server.signUp("admin-deleted@example.com").string("localId"))
            server.clock.advance(seconds: 3000)
            let deleted = try await server.post(
                "/identitytoolkit.googleapis.com/v1/accounts:delete", ["localId": .string(localId)],
                credential: .bearer())
            #expect(deleted.status == 200)
        }
    }
}
