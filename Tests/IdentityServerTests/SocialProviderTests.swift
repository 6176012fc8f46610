import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// GitHub, Facebook and Microsoft sign-in, each checked with the provider's own API (stand-ins on
/// loopback at the `--github-api-url`, `--facebook-graph-url` and `--microsoft-jwks-url` settings),
/// with the app credentials an admin stored as `defaultSupportedIdpConfigs`.
@Suite struct SocialProviderTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"

    static func run(_ body: (TestServer, TestSocialProviders, ManualClock) async throws -> Void) async throws {
        let providers = try TestSocialProviders()
        let clock = ManualClock()
        try await TestServer.with(clock: clock, configure: {
            $0.githubAPIURL = providers.base + "/gh"
            $0.githubOAuthURL = providers.base + "/gh-oauth"
            $0.facebookGraphURL = providers.base + "/fb"
            $0.microsoftJWKSURL = providers.base + "/ms/keys"
        }) { server in
            for (id, client, secret) in [
                ("github.com", "gh-client", "gh-secret"), ("facebook.com", "fb-app", "fb-secret"),
                ("microsoft.com", "ms-client", "unused"),
            ] {
                let reply = try await server.post(
                    Self.v2 + "/defaultSupportedIdpConfigs?idpId=\(id)",
                    ["enabled": true, "clientId": .string(client), "clientSecret": .string(secret)], credential: .bearer())
                #expect(reply.status == 200, "\(reply.text)")
            }
            try await body(server, providers, clock)
        }
        await providers.stop()
    }

    static func accessToken(_ server: TestServer, _ provider: String, _ token: String) async throws -> TestServer.Reply {
        try await server.signInWithIdp(postBody: "providerId=\(provider)&access_token=\(token)")
    }

    @Test func gitHubTokensOfThisAppSignInWithTheUsersProfile() async throws {
        try await Self.run { server, providers, _ in
            let user: JSON = ["id": 4242, "login": "octo", "name": "Octo Cat", "avatar_url": "https://a.test/o.png"]
            providers.state.gitHub.withLock {
                $0["gh-token"] = (user, [["email": "octo@example.com", "primary": true, "verified": true]])
                $0["gh-unverified"] = (["id": 7, "login": "u"], [["email": "u@example.com", "primary": true, "verified": false]])
            }
            let reply = try await Self.accessToken(server, "github.com", "gh-token")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "4242")
            #expect(reply["screenName"] == "octo")
            #expect(reply["email"] == "octo@example.com")
            #expect(reply["emailVerified"] == true)
            #expect(reply["displayName"] == "Octo Cat")
            #expect(reply.string("rawUserInfo")?.contains("\"login\":\"octo\"") == true)
            // The handle is kept with the identity, as Firebase's providerUserInfo has it.
            let lookup = try await server.accounts("lookup", ["idToken": reply["idToken"] ?? .null])
            let github = lookup["users"]?.arrayValue?.first?["providerUserInfo"]?.arrayValue?.first { $0["providerId"] == "github.com" }
            #expect(github?["screenName"] == "octo", "\(lookup.text)")
            let unverified = try await Self.accessToken(server, "github.com", "gh-unverified")
            #expect(unverified["emailVerified"] == false)
            // A token GitHub does not know for this app.
            let foreign = try await Self.accessToken(server, "github.com", "someone-elses-token")
            #expect(foreign.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(foreign.text)")
        }
    }

    @Test func aGitHubCodeFromTheRedirectCreateAuthUriStartedIsExchangedOnce() async throws {
        try await Self.run { server, providers, _ in
            let redirect = "https://app.test/__/auth/handler"
            let started = try await server.accounts(
                "createAuthUri", ["providerId": "github.com", "continueUri": .string(redirect)])
            let authURI = try #require(started.string("authUri").flatMap { URLComponents(string: $0) })
            #expect(authURI.path == "/gh-oauth/authorize")
            let state = try #require(authURI.queryItems?.first { $0.name == "state" }?.value)
            providers.state.gitHub.withLock {
                $0["gh-redirect-token"] = (["id": 77, "login": "redir"], [["email": "r@example.com", "primary": true, "verified": true]])
            }
            providers.state.gitHubCodes.withLock { $0["gh-code"] = ("gh-redirect-token", redirect) }
            let finish: JSON = [
                "requestUri": .string("\(redirect)?code=gh-code&state=\(state)"), "sessionId": started["sessionId"] ?? .null,
                "postBody": "providerId=github.com", "returnSecureToken": true, "returnIdpCredential": true,
            ]
            let reply = try await server.accounts("signInWithIdp", finish)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "77")
            #expect(reply["oauthAccessToken"] == "gh-redirect-token")
            let again = try await server.accounts("signInWithIdp", finish)
            #expect(again.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(again.text)")
        }
    }

    @Test func facebookTokensMustBeThisAppsAndTheirEmailIsUnverified() async throws {
        try await Self.run { server, providers, _ in
            providers.state.facebook.withLock {
                $0["fb-token"] = ("fb-app", ["id": "1001", "name": "Fay", "email": "fay@example.com"])
                $0["fb-other-app"] = ("another-app", ["id": "1002", "name": "Gus"])
            }
            let reply = try await Self.accessToken(server, "facebook.com", "fb-token")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "1001")
            #expect(reply["email"] == "fay@example.com")
            #expect(reply["emailVerified"] == false)
            let other = try await Self.accessToken(server, "facebook.com", "fb-other-app")
            #expect(other.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(other.text)")
            let unknown = try await Self.accessToken(server, "facebook.com", "nothing")
            #expect(unknown.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true)
        }
    }

    @Test func microsoftIdTokensAreVerifiedAgainstTheirTenantsIssuer() async throws {
        try await Self.run { server, providers, clock in
            let now = clock.milliseconds / 1000
            func claims(tid: String, issuerTid: String? = nil, audience: String = "ms-client") -> [String: JSON] {
                [
                    "iss": .string("https://login.microsoftonline.com/\(issuerTid ?? tid)/v2.0"), "aud": .string(audience),
                    "sub": "ms-sub-1", "tid": .string(tid), "iat": .int(now), "exp": .int(now + 600),
                    "email": "mo@contoso.test", "name": "Mo",
                ]
            }
            let good = try providers.microsoft.sign(claims: claims(tid: "tenant-a"))
            let reply = try await server.signInWithIdp(provider: "microsoft.com", token: good)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "ms-sub-1")
            #expect(reply["emailVerified"] == false)
            for token in [
                try providers.microsoft.sign(claims: claims(tid: "tenant-a", issuerTid: "tenant-b")),
                try providers.microsoft.sign(claims: claims(tid: "tenant-a", audience: "other")),
                TestIdentityProvider.tampered(good),
            ] {
                let refused = try await server.signInWithIdp(provider: "microsoft.com", token: token)
                #expect(refused.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(refused.text)")
            }
        }
    }

    @Test func withoutAStoredConfigurationTheyAreNotAllowed() async throws {
        try await TestServer.with { server in
            for provider in ["github.com", "facebook.com", "microsoft.com"] {
                let reply = try await Self.accessToken(server, provider, "t")
                #expect(reply.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(provider)")
            }
        }
    }
}
