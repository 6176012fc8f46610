import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// The `defaultSupportedIdpConfigs` entries an admin stores for `google.com` and `apple.com` count:
/// their client id (and Apple's `appleSignInConfig.bundleIds`) is an audience the provider's tokens may
/// name, beside the flags' ids; a disabled entry turns the provider off; a tenant's entry counts for that
/// tenant only. Without a stored entry the flags decide, as before.
@Suite struct StoredGoogleAppleConfigTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/projects/sesame-local"

    static func store(_ server: TestServer, _ provider: String, _ fields: JSON, tenant: String? = nil) async throws {
        let scope = tenant.map { Self.v2 + "/tenants/\($0)" } ?? Self.v2
        let reply = try await server.post(
            scope + "/defaultSupportedIdpConfigs?idpId=\(provider)", fields, credential: .bearer())
        #expect(reply.status == 200, "\(reply.text)")
    }

    static func google(_ provider: TestIdentityProvider, audience: String, now: Int64) throws -> String {
        var claims = TestIdentityProvider.googleClaims(subject: "g-\(audience)", email: "\(audience)@example.com", now: now)
        claims["aud"] = .string(audience)
        claims["azp"] = .string(audience)
        return try provider.rsa.sign(claims: claims)
    }

    static func signIn(_ server: TestServer, _ token: String, provider: String = "google.com", tenant: String? = nil)
        async throws -> TestServer.Reply
    {
        var body: [String: JSON] = [
            "requestUri": "http://localhost", "postBody": .string("providerId=\(provider)&id_token=\(token)"),
            "returnSecureToken": true,
        ]
        if let tenant { body["tenantId"] = .string(tenant) }
        return try await server.post("/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp", .object(body))
    }

    @Test func aStoredGoogleClientIdIsAnAudienceBesideTheFlags() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            let stored = try Self.google(provider, audience: "stored-web.apps.googleusercontent.com", now: now)
            let before = try await Self.signIn(server, stored)
            #expect(before.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(before.text)")
            try await Self.store(
                server, "google.com", ["enabled": true, "clientId": "stored-web.apps.googleusercontent.com"])
            let after = try await Self.signIn(server, stored)
            #expect(after.status == 200, "\(after.text)")
            let flagged = try Self.google(provider, audience: TestIdentityProvider.googleClientId, now: now)
            #expect(try await Self.signIn(server, flagged).status == 200)
            let stranger = try Self.google(provider, audience: "stranger.apps.googleusercontent.com", now: now)
            #expect(try await Self.signIn(server, stranger).errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true)
            let disabled = try await server.request(
                "PATCH", Self.v2 + "/defaultSupportedIdpConfigs/google.com?updateMask=enabled", json: ["enabled": false],
                credential: .bearer())
            #expect(disabled.status == 200)
            for token in [stored, flagged] {
                #expect(try await Self.signIn(server, token).errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true)
            }
        }
    }

    @Test func aStoredGoogleClientIdAlsoCountsForAccessTokens() async throws {
        try await withIdentityProvider { server, provider in
            try await Self.store(server, "google.com", ["enabled": true, "clientId": "stored-web.apps"])
            let token = provider.google.issue(
                subject: "g-at", email: "at@example.com", audience: "stored-web.apps", now: server.clock.milliseconds / 1000)
            let reply = try await server.signInWithIdp(postBody: "providerId=google.com&access_token=\(token)")
            #expect(reply.status == 200, "\(reply.text)")
        }
    }

    @Test func appleServicesIdAndBundleIdsOfTheStoredEntryCount() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            try await Self.store(
                server, "apple.com",
                ["enabled": true, "clientId": "org.stored.web", "appleSignInConfig": ["bundleIds": ["org.stored.app"]]])
            for audience in ["org.stored.web", "org.stored.app", TestIdentityProvider.appleClientId] {
                var claims = try TestIdentityProvider.appleClaims(
                    subject: "a-\(audience)", email: nil, rawNonce: "n-1", now: now)
                claims["aud"] = .string(audience)
                let token = try provider.rsa.sign(claims: claims)
                let reply = try await server.signInWithIdp(provider: "apple.com", token: token, nonce: "n-1")
                #expect(reply.status == 200, "\(audience): \(reply.text)")
            }
        }
    }

    @Test func aTenantsEntryCountsForThatTenantOnly() async throws {
        try await withIdentityProvider { server, provider in
            let now = server.clock.milliseconds / 1000
            let tenant = try await TenantTests.create(server, ["displayName": "Stored-Google"])
            try await Self.store(server, "google.com", ["enabled": true, "clientId": "tenant-web.apps"], tenant: tenant)
            let token = try Self.google(provider, audience: "tenant-web.apps", now: now)
            let inTenant = try await Self.signIn(server, token, tenant: tenant)
            #expect(inTenant.status == 200, "\(inTenant.text)")
            let inProject = try await Self.signIn(server, token)
            #expect(inProject.errorMessage?.hasPrefix("INVALID_IDP_RESPONSE") == true, "\(inProject.text)")
            // The flags' client id still counts in the tenant, and a disabled tenant entry turns Google off there.
            let flagged = try Self.google(provider, audience: TestIdentityProvider.googleClientId, now: now)
            #expect(try await Self.signIn(server, flagged, tenant: tenant).status == 200)
            _ = try await server.request(
                "PATCH", Self.v2 + "/tenants/\(tenant)/defaultSupportedIdpConfigs/google.com?updateMask=enabled",
                json: ["enabled": false], credential: .bearer())
            let off = try await Self.signIn(server, flagged, tenant: tenant)
            #expect(off.errorMessage?.hasPrefix("OPERATION_NOT_ALLOWED") == true, "\(off.text)")
            #expect(try await Self.signIn(server, flagged).status == 200)
        }
    }
}
