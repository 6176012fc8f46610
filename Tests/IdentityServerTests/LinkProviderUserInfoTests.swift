import AuthCrypto
import IdentityServer
import Testing

/// `accounts:update` with `linkProviderUserInfo`: an identity linked as given, by an admin (and, in
/// emulator mode only, by the signed-in user, as in Firebase's emulator).
@Suite struct LinkProviderUserInfoTests {
    static let identity: JSON = [
        "providerId": "google.com", "rawId": "g-linked", "email": "linked@example.com", "displayName": "Linked",
    ]

    static func providers(_ reply: TestServer.Reply) -> [String] {
        (reply["providerUserInfo"]?.arrayValue ?? []).compactMap { $0["providerId"]?.stringValue }.sorted()
    }

    @Test func adminsLinkIdentitiesAndEndUsersOnlyInEmulatorMode() async throws {
        try await TestServer.with { server throws in
            let user = try await server.signUp("owner@example.com")
            let refused = try await server.accounts("update", ["idToken": user["idToken"]!, "linkProviderUserInfo": Self.identity])
            #expect(refused.errorMessage == "INSUFFICIENT_PERMISSION")
            let linked = try await server.admin(":update", ["localId": user["localId"]!, "linkProviderUserInfo": Self.identity])
            #expect(linked.status == 200, "\(linked.text)")
            #expect(Self.providers(linked) == ["google.com", "password"])
            let entry = linked["providerUserInfo"]?.arrayValue?.first { $0["providerId"] == "google.com" }
            #expect(entry?["rawId"] == "g-linked" && entry?["displayName"] == "Linked")
            #expect(
                try await server.admin(":update", ["localId": user["localId"]!, "linkProviderUserInfo": ["providerId": "x.com"]])
                    .errorMessage == "MISSING_RAW_ID")
            #expect(
                try await server.admin(":update", ["localId": user["localId"]!, "linkProviderUserInfo": ["rawId": "1"]])
                    .errorMessage == "MISSING_PROVIDER_ID")
        }
        try await TestServer.with(configure: { $0.emulator = true }) { server throws in
            let user = try await server.signUp("owner@example.com")
            let linked = try await server.accounts("update", ["idToken": user["idToken"]!, "linkProviderUserInfo": Self.identity])
            #expect(linked.status == 200, "\(linked.text)")
            #expect(Self.providers(linked) == ["google.com", "password"])
        }
    }
}
