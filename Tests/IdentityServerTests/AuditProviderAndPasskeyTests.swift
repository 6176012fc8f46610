import AuthCrypto
import Foundation
import ServerTestSupport
import Testing

@testable import IdentityServer

/// The audit entries of the kinds added beside passkeys and provider configurations (issue 37, item 2):
/// an identity provider's configuration created, changed and deleted by an admin; a passkey registered,
/// refused at sign-in and removed.
@Suite struct AuditProviderAndPasskeyTests {
    static func kinds(_ server: TestServer, target: String) async throws -> [String] {
        await server.settle()
        return try await AuditLogTests.entries(server, "target=" + target).compactMap { $0["kind"]?.stringValue }
    }

    @Test func providerConfigChangesAreAudited() async throws {
        try await TestServer.with { server in
            let base = ProviderConfigTests.v2 + "/oauthIdpConfigs"
            let created = try await server.post(
                base + "?oauthIdpConfigId=oidc.audited", ProviderConfigTests.oidc, credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            let patched = try await server.request(
                "PATCH", base + "/oidc.audited?updateMask=responseType,clientSecret",
                json: ["responseType": ["code": true], "clientSecret": "audit-s3cret"], credential: .bearer())
            #expect(patched.status == 200, "\(patched.text)")
            #expect(try await server.request("DELETE", base + "/oidc.audited", credential: .bearer()).status == 200)
            let kinds = try await Self.kinds(server, target: "oidc.audited")
            #expect(Set(kinds) == ["providerConfig.create", "providerConfig.update", "providerConfig.delete"])
            let entries = try await AuditLogTests.entries(server, "target=oidc.audited")
            #expect(entries.allSatisfy { $0["actor"]?["kind"] == "adminKey" }, "\(entries)")
            #expect(!entries.description.contains("audit-s3cret"))
        }
    }

    @Test func passkeyRegistrationRefusalAndRemovalAreAudited() async throws {
        try await TestServer.with { server in
            let (idToken, localId) = try await PasskeyCeremonyTests.signUp(server, "audit-pk@example.com")
            let authenticator = try SoftAuthenticator(rsa: false)
            #expect(try await PasskeyCeremonyTests.enrol(server, authenticator, idToken).status == 200)
            var tweak = SoftAuthenticator.Tweak()
            tweak.corruptSignature = true
            #expect(try await PasskeyCeremonyTests.signIn(server, authenticator, tweak).status == 400)
            let removed = try await server.accounts(
                "update", ["idToken": .string(idToken), "deletePasskey": [.string(authenticator.id)]])
            #expect(removed.status == 200, "\(removed.text)")
            let kinds = try await Self.kinds(server, target: localId)
            #expect(kinds.contains("passkey.register"))
            #expect(kinds.contains("passkey.signInFailure"))
            #expect(kinds.contains("passkey.remove"))
        }
    }
}
