import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// `createAuthUri` with `google.com`, `apple.com`, `github.com`, `facebook.com` or `microsoft.com`:
/// the provider's authorization URL with the configured client id, as Identity Platform answers it.
@Suite struct BuiltInAuthorizationRequestTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"
    static let redirect = "https://app.test/__/auth/handler"

    static func start(_ server: TestServer, _ provider: String, tenant: String? = nil, scope: String? = nil) async throws
        -> (TestServer.Reply, URLComponents?, [String: String])
    {
        var body: [String: JSON] = ["providerId": .string(provider), "continueUri": .string(redirect)]
        if let tenant { body["tenantId"] = .string(tenant) }
        if let scope { body["oauthScope"] = .string(scope) }
        let reply = try await server.accounts("createAuthUri", .object(body))
        let url = reply.string("authUri").flatMap { URLComponents(string: $0) }
        let query = Dictionary((url?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        return (reply, url, query)
    }

    @Test func googleFromTheFlagsAndGitHubFromItsStoredEntryAnswerTheirAuthorizationURLs() async throws {
        try await TestServer.with(configure: { $0.googleClientIds = ["g-web", "g-ios"] }) { server in
            let (google, url, query) = try await Self.start(server, "google.com")
            #expect(google.status == 200, "\(google.text)")
            #expect(url?.host == "accounts.google.com" && url?.path == "/o/oauth2/v2/auth")
            #expect(query["client_id"] == "g-web")
            #expect(query["redirect_uri"] == Self.redirect)
            #expect(query["response_type"] == "code")
            #expect(query["scope"] == "openid email profile")
            #expect(query["state"]?.count ?? 0 >= 20 && query["nonce"]?.count ?? 0 >= 20)
            #expect(google["providerId"] == "google.com")
            #expect(google.string("sessionId")?.isEmpty == false)
            let stored = try await server.post(
                Self.v2 + "/defaultSupportedIdpConfigs?idpId=github.com",
                ["enabled": true, "clientId": "gh-app", "clientSecret": "gh-secret"], credential: .bearer())
            #expect(stored.status == 200)
            let (github, ghURL, ghQuery) = try await Self.start(server, "github.com", scope: "read:org")
            #expect(github.status == 200, "\(github.text)")
            #expect(ghURL?.host == "github.com" && ghURL?.path == "/login/oauth/authorize")
            #expect(ghQuery["client_id"] == "gh-app")
            #expect(ghQuery["scope"] == "user:email read:org")
            #expect(ghQuery["nonce"] == nil)
            #expect(github.text.contains("gh-secret") == false)
            // Every answer starts its own session.
            let (again, _, againQuery) = try await Self.start(server, "google.com")
            #expect(again.string("sessionId") != google.string("sessionId"))
            #expect(againQuery["state"] != query["state"])
        }
    }

    @Test func providersNotConfiguredDisabledOrWithoutClientIdAreNotAllowed() async throws {
        try await TestServer.with { server in
            // No flags: Google and Apple have entries, but no client id.
            for provider in ["google.com", "apple.com", "facebook.com", "microsoft.com", "github.com"] {
                let (reply, _, _) = try await Self.start(server, provider)
                #expect(reply.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(provider): \(reply.text)")
            }
            let disabled = try await server.post(
                Self.v2 + "/defaultSupportedIdpConfigs?idpId=facebook.com",
                ["enabled": false, "clientId": "fb-app", "clientSecret": "s"], credential: .bearer())
            #expect(disabled.status == 200)
            let (reply, _, _) = try await Self.start(server, "facebook.com")
            #expect(reply.errorMessage == "OPERATION_NOT_ALLOWED : The identity provider configuration is disabled.")
            let noURI = try await server.accounts("createAuthUri", ["providerId": "google.com"])
            #expect(noURI.errorMessage == "MISSING_CONTINUE_URI")
            let unknown = try await server.accounts(
                "createAuthUri", ["providerId": "example.com", "continueUri": .string(Self.redirect)])
            #expect(unknown.errorMessage?.hasPrefix("INVALID_PROVIDER_ID") == true, "\(unknown.text)")
        }
    }

    @Test func aTenantUsesItsOwnEntryAndAppleAsksForAFormPost() async throws {
        try await TestServer.with(configure: { $0.appleClientIds = ["org.flags.web"] }) { server in
            let tenant = try await TenantTests.create(server, ["displayName": "Authorize-Corp"])
            let stored = try await server.post(
                Self.v2 + "/tenants/\(tenant)/defaultSupportedIdpConfigs?idpId=microsoft.com",
                ["enabled": true, "clientId": "ms-tenant-app", "clientSecret": "s"], credential: .bearer())
            #expect(stored.status == 200, "\(stored.text)")
            let (microsoft, url, query) = try await Self.start(server, "microsoft.com", tenant: tenant)
            #expect(microsoft.status == 200, "\(microsoft.text)")
            #expect(url?.host == "login.microsoftonline.com")
            #expect(query["client_id"] == "ms-tenant-app")
            let (project, _, _) = try await Self.start(server, "microsoft.com")
            #expect(project.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true)
            let (apple, appleURL, appleQuery) = try await Self.start(server, "apple.com")
            #expect(apple.status == 200, "\(apple.text)")
            #expect(appleURL?.host == "appleid.apple.com")
            #expect(appleQuery["client_id"] == "org.flags.web")
            #expect(appleQuery["response_mode"] == "form_post")
            #expect(appleQuery["scope"] == "email name")
        }
    }

    @Test func aGoogleRedirectsCodeIsExchangedWithTheStoredSecretForAnIdTokenWithTheSessionsNonce() async throws {
        try await withIdentityProvider { server, _ in
            // Flags alone give no client secret: the code cannot be exchanged.
            let (flagsOnly, _, flagsQuery) = try await Self.start(server, "google.com")
            let unexchangeable = try await Self.finish(server, "google.com", flagsOnly, code: "c0", state: flagsQuery["state"])
            #expect(unexchangeable.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(unexchangeable.text)")
        }
        try await withIdentityProvider { server, provider in
            _ = try await server.post(
                Self.v2 + "/defaultSupportedIdpConfigs?idpId=google.com",
                ["enabled": true, "clientId": .string(TestIdentityProvider.googleClientId), "clientSecret": "g-secret"],
                credential: .bearer())
            let now = server.clock.milliseconds / 1000
            func idToken(nonce: String?) throws -> String {
                var claims = TestIdentityProvider.googleClaims(subject: "g-redirect", email: "r@example.com", now: now)
                claims["nonce"] = nonce.map { .string($0) }
                return try provider.rsa.sign(claims: claims)
            }
            let (started, _, query) = try await Self.start(server, "google.com")
            let token = try idToken(nonce: query["nonce"])
            provider.grantCode("c1", idToken: token, secret: "g-secret", redirectURI: Self.redirect)
            let reply = try await Self.finish(server, "google.com", started, code: "c1", state: query["state"])
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["federatedId"] == "https://accounts.google.com/g-redirect")
            #expect(reply["oauthIdToken"] == .string(token))
            #expect(reply["oauthAccessToken"] == "ya29.exchanged")
            let (other, _, otherQuery) = try await Self.start(server, "google.com")
            provider.grantCode("c2", idToken: try idToken(nonce: "another-request"), secret: "g-secret", redirectURI: Self.redirect)
            let wrongNonce = try await Self.finish(server, "google.com", other, code: "c2", state: otherQuery["state"])
            #expect(wrongNonce.errorMessage?.hasPrefix("MISSING_OR_INVALID_NONCE") == true, "\(wrongNonce.text)")
        }
    }

    static func finish(_ server: TestServer, _ provider: String, _ started: TestServer.Reply, code: String, state: String?)
        async throws -> TestServer.Reply
    {
        try await server.accounts(
            "signInWithIdp",
            [
                "requestUri": .string("\(redirect)?code=\(code)&state=\(state ?? "")"), "sessionId": started["sessionId"] ?? .null,
                "postBody": .string("providerId=\(provider)"), "returnSecureToken": true, "returnIdpCredential": true,
            ])
    }

    @Test func theEmulatorStillAnswers501() async throws {
        try await TestServer.with(configure: {
            $0.emulator = true
            $0.applyEmulatorDefaults(except: [])
            $0.googleClientIds = ["g-web"]
        }) { server in
            let (reply, _, _) = try await Self.start(server, "google.com")
            #expect(reply.status == 501, "\(reply.text)")
        }
    }
}
