import AuthCrypto
import Foundation
import IdentityServer
import Testing

/// `v2/projects/{p}/config`: Identity Platform's project configuration, kept in the store, read and
/// changed by admins (`updateMask` or a full update), and acted on (enumeration protection).
@Suite struct ProjectConfigTests {
    static let path = "/identitytoolkit.googleapis.com/v2/projects/sesame-local/config"
    static let emulatorPath = "/emulator/v1/projects/sesame-local/config"

    static func patch(_ server: TestServer, _ body: JSON, mask: String? = nil, bearer: String = TestServer.adminKey)
        async throws -> TestServer.Reply
    {
        let query = mask.map { "?updateMask=\($0)" } ?? ""
        return try await server.request("PATCH", path + query, json: body, credential: .bearer(bearer))
    }

    @Test func productionDefaultsComeFromTheServersSettings() async throws {
        try await TestServer.with(configure: { $0.emailLinkSignIn = false }) { server throws in
            let config = try await server.request("GET", Self.path, credential: .bearer())
            #expect(config.status == 200, "\(config.text)")
            #expect(config["name"] == "projects/sesame-local/config")
            #expect(config["signIn"]?["email"] == ["enabled": true, "passwordRequired": true])
            #expect(config["signIn"]?["allowDuplicateEmails"] == false)
            #expect(config["emailPrivacyConfig"] == ["enableImprovedEmailPrivacy": true])
            #expect(config["blockingFunctions"] == [:])
            #expect(config["authorizedDomains"] == ["localhost"])
            // Admins only.
            #expect(try await server.request("GET", Self.path).status == 400)
            #expect(try await server.request("GET", Self.path, credential: .bearer("wrong")).status == 401)
        }
    }

    @Test func anUpdateMaskChangesOnlyTheNamedPathsAndAFullUpdateResetsTheRest() async throws {
        try await TestServer.with { server throws in
            let body: JSON = [
                "signIn": ["allowDuplicateEmails": true],
                "blockingFunctions": ["forwardInboundCredentials": ["idToken": true]],
                "mfa": ["state": "DISABLED"],
            ]
            let masked = try await Self.patch(
                server, body, mask: "signIn.allowDuplicateEmails,blockingFunctions.forwardInboundCredentials.idToken")
            #expect(masked.status == 200, "\(masked.text)")
            #expect(masked["signIn"]?["allowDuplicateEmails"] == true)
            #expect(masked["signIn"]?["email"]?["enabled"] == true)
            #expect(masked["blockingFunctions"] == ["forwardInboundCredentials": ["idToken": true]])
            #expect(masked["mfa"]?["state"] == "ENABLED")
            let read = try await server.request("GET", Self.path, credential: .bearer())
            #expect(read.json == masked.json)
            // A path the body leaves out goes back to its default; one outside the resource is ignored.
            let reset = try await Self.patch(server, [:], mask: "signIn.allowDuplicateEmails,displayName")
            #expect(reset.status == 200)
            #expect(reset["signIn"]?["allowDuplicateEmails"] == false)
            #expect(reset["displayName"] == nil)
            #expect(reset["blockingFunctions"] == ["forwardInboundCredentials": ["idToken": true]])
            // Without a mask the body is the whole configuration.
            let full = try await Self.patch(server, ["mfa": ["state": "DISABLED"]])
            #expect(full["mfa"] == ["state": "DISABLED"])
            #expect(full["blockingFunctions"] == [:])
        }
    }

    @Test func badConfigurationsAreRefusedAndChangeNothing() async throws {
        try await TestServer.with { server throws in
            let before = try await server.request("GET", Self.path, credential: .bearer())
            let badEvent = try await Self.patch(
                server, ["blockingFunctions": ["triggers": ["afterLunch": ["functionUri": "https://f.example/x"]]]])
            #expect(badEvent.status == 400)
            #expect(badEvent.errorMessage?.hasPrefix("INVALID_BLOCKING_FUNCTION") == true)
            let badURI = try await Self.patch(
                server, ["blockingFunctions": ["triggers": ["beforeCreate": ["functionUri": "not a uri"]]]])
            #expect(badURI.errorMessage?.hasPrefix("INVALID_BLOCKING_FUNCTION") == true)
            let unknown = try await Self.patch(server, ["colour": "blue"])
            #expect(unknown.status == 400)
            #expect(try await server.request("GET", Self.path, credential: .bearer()).json == before.json)
        }
    }

    /// `emailPrivacyConfig.enableImprovedEmailPrivacy` is the enumeration protection the sign-in answers
    /// follow; set through the API it survives a restart (it is in the database, not the process).
    @Test func emailPrivacyIsEnforcedAndSurvivesARestart() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory) { server throws in
            #expect(try await server.signIn("nobody@example.com").errorMessage == "INVALID_LOGIN_CREDENTIALS")
            let off = try await Self.patch(
                server, ["emailPrivacyConfig": ["enableImprovedEmailPrivacy": false]],
                mask: "emailPrivacyConfig.enableImprovedEmailPrivacy")
            #expect(off.status == 200)
            #expect(try await server.signIn("nobody@example.com").errorMessage == "EMAIL_NOT_FOUND")
        }
        try await TestServer.with(directory: directory) { server throws in
            #expect(try await server.signIn("nobody@example.com").errorMessage == "EMAIL_NOT_FOUND")
        }
    }

    /// Emulator mode answers what Firebase's emulator answers, and its own config endpoint changes the
    /// same stored configuration.
    @Test func emulatorModeAnswersTheEmulatorsShape() async throws {
        try await TestServer.with(configure: {
            $0.emulator = true
            $0.enumerationProtection = false
        }) { server throws in
            let config = try await server.request("GET", Self.path, credential: .bearer("owner"))
            #expect(config["signIn"] == ["allowDuplicateEmails": false])
            #expect(config["blockingFunctions"] == [:])
            #expect(config["emailPrivacyConfig"] == ["enableImprovedEmailPrivacy": false])
            let changed = try await server.request(
                "PATCH", Self.emulatorPath, json: ["signIn": ["allowDuplicateEmails": true]], credential: .none)
            #expect(changed.json == [
                "signIn": ["allowDuplicateEmails": true],
                "emailPrivacyConfig": ["enableImprovedEmailPrivacy": false],
            ])
            let read = try await server.request("GET", Self.path, credential: .bearer("owner"))
            #expect(read["signIn"] == ["allowDuplicateEmails": true])
        }
    }

    /// Two servers on one database (one SQLite file, or one PostgreSQL schema): a change through one is
    /// in force on the other soon after (PostgreSQL tells it at once; SQLite within a second).
    @Test func aChangeThroughOneServerReachesAnotherOnTheSameDatabase() async throws {
        let directory = try TemporaryDirectory()
        try await TestServer.with(directory: directory) { (first: TestServer) async throws in
            try await TestServer.with(directory: directory) { (second: TestServer) async throws in
                // With enumeration protection createAuthUri does not say whether an address is registered.
                let probe: JSON = ["identifier": "nobody@example.com", "continueUri": "https://app.example.com/"]
                #expect(try await second.accounts("createAuthUri", probe)["registered"] == nil)
                _ = try await Self.patch(
                    first, ["emailPrivacyConfig": ["enableImprovedEmailPrivacy": false]],
                    mask: "emailPrivacyConfig")
                let changed = ContinuousClock.now
                var answer = try await second.accounts("createAuthUri", probe)
                while answer["registered"] == nil && ContinuousClock.now - changed < .seconds(10) {
                    try await Task.sleep(for: .milliseconds(50))
                    answer = try await second.accounts("createAuthUri", probe)
                }
                #expect(answer["registered"] == false)
            }
        }
    }
}
