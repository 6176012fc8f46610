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
