import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// What a provider says about the person beyond the identity: the handle (`screenName`) copied to a new
/// account and kept on its identity, and a SAML assertion's attributes in the session's ID tokens
/// (`firebase.sign_in_attributes`), refreshed ones included.
@Suite struct ProviderAttributesTests {
    @Test func aProvidersHandleBecomesTheNewAccountsScreenName() async throws {
        try await EmulatorParityTests.emulator { server in
            let reply = try await EmulatorParityTests.idp(
                server, "github.com", ["sub": "77", "screen_name": "turingcomplete", "name": "Alan Turing"])
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["screenName"] == "turingcomplete")
            let user = try #require(
                try await server.accounts("lookup", ["idToken": reply["idToken"] ?? .null])["users"]?.arrayValue?
                    .first)
            #expect(user["screenName"] == "turingcomplete")
            #expect(user["displayName"] == "Alan Turing")
            let identity = user["providerUserInfo"]?.arrayValue?.first { $0["providerId"] == "github.com" }
            #expect(identity?["screenName"] == "turingcomplete")
            // A later sign-in that says nothing of the handle keeps it.
            let again = try await EmulatorParityTests.idp(server, "github.com", ["sub": "77"])
            let after = try await server.accounts("lookup", ["idToken": again["idToken"] ?? .null])
            let kept = after["users"]?.arrayValue?.first?["providerUserInfo"]?.arrayValue?.first
            #expect(kept?["screenName"] == "turingcomplete")
        }
    }

    @Test func anImportedScreenNameIsKept() async throws {
        try await TestServer.with { server throws in
            let imported = try await server.admin(
                ":batchCreate",
                ["users": [[
                    "localId": "u-handle", "screenName": "ada",
                    "providerUserInfo": [["providerId": "github.com", "rawId": "gh-1", "screenName": "ada-gh"]],
                ]]])
            #expect(imported.status == 200, "\(imported.text)")
            #expect(imported["error"] == nil, "\(imported.text)")
            let found = try await server.admin(":lookup", ["localId": ["u-handle"]])
            let user = found["users"]?.arrayValue?.first
            #expect(user?["screenName"] == "ada")
            #expect(user?["providerUserInfo"]?.arrayValue?.first?["screenName"] == "ada-gh")
        }
    }

    @Test func samlAttributesAreInEveryIDTokenOfTheSession() async throws {
        try await EmulatorParityTests.emulator { server in
            let attributes: JSON = ["name": "Jane Doe", "groups": ["staff", "admins"]]
            let response: JSON = ["assertion": ["subject": ["nameId": "jane@example.com"], "attributeStatements": attributes]]
            let token = JSON.object(["sub": "j-1"]).serialized
            let body = "providerId=saml.corp&id_token=\(token)&SAMLResponse=\(response.serialized)"
            let reply = try await server.accounts(
                "signInWithIdp",
                ["requestUri": "http://localhost", "postBody": .string(body), "returnSecureToken": true])
            #expect(reply.status == 200, "\(reply.text)")
            let first = try TokenInspection.payload(of: try #require(reply["idToken"]?.stringValue))
            #expect(first["firebase"]?["sign_in_attributes"] == attributes)
            #expect(first["firebase"]?["sign_in_provider"] == "saml.corp")
            let refreshed = try await server.refresh(try #require(reply["refreshToken"]?.stringValue))
            #expect(refreshed.status == 200, "\(refreshed.text)")
            let later = try TokenInspection.payload(of: try #require(refreshed["id_token"]?.stringValue))
            #expect(later["firebase"]?["sign_in_attributes"] == attributes)
            // Other providers' tokens have none.
            let google = try await EmulatorParityTests.idp(server, "google.com", ["sub": "g-9"])
            let plain = try TokenInspection.payload(of: try #require(google["idToken"]?.stringValue))
            #expect(plain["firebase"]?["sign_in_attributes"] == nil)
        }
    }
}
