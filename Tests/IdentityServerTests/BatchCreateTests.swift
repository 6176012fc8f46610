import AuthCrypto
import IdentityServer
import Testing

/// `accounts:batchCreate` as Firebase has it: request-wide refusals for repeats, Firebase's per-user
/// messages, raw passwords, second factors and `allowOverwrite`.
@Suite struct BatchCreateTests {
    static func create(_ server: TestServer, _ body: JSON) async throws -> TestServer.Reply {
        try await server.admin(":batchCreate", body)
    }

    @Test func repeatsAreRefusedAsAWhole() async throws {
        try await TestServer.with { server throws in
            let twice = try await Self.create(server, ["users": [["localId": "a"], ["localId": "a"]]])
            #expect(twice.status == 400)
            #expect(twice.errorMessage == "DUPLICATE_LOCAL_ID : a")
            let emails = try await Self.create(
                server,
                ["sanityCheck": true, "users": [["localId": "a", "email": "x@example.com"], ["localId": "b", "email": "x@example.com"]]])
            #expect(emails.errorMessage == "DUPLICATE_EMAIL : x@example.com")
            let identity: JSON = ["providerId": "google.com", "rawId": "g1"]
            let identities = try await Self.create(
                server,
                ["sanityCheck": true, "users": [["localId": "a", "providerUserInfo": [identity]], ["localId": "b", "providerUserInfo": [identity]]]])
            #expect(identities.errorMessage == "DUPLICATE_RAW_ID : Provider id(google.com), Raw id(g1)")
            let nothing = try await server.admin(":lookup", ["localId": ["a", "b"]])
            #expect(nothing["users"] == nil)
        }
    }

    @Test func eachBadUserGetsFirebasesMessageAndTheRestAreImported() async throws {
        try await TestServer.with { server throws in
            let reply = try await Self.create(
                server,
                [
                    "users": [
                        ["email": "nolocal@example.com"], ["localId": "ok"], ["localId": "e", "email": "not#an$email"],
                        ["localId": "p", "phoneNumber": "not-a-number"], ["localId": "c", "customAttributes": "{"],
                        ["localId": "s", "customAttributes": #"{"sub":"x"}"#],
                        ["localId": "i", "providerUserInfo": [["providerId": "google.com"]]],
                        ["localId": "m", "mfaInfo": [["phoneInfo": "+15555550100"]]],
                        ["localId": "v", "email": "v@example.com", "mfaInfo": [["phoneInfo": "+15555550100"]]],
                    ]
                ])
            #expect(reply.status == 200)
            let messages = reply["error"]?.arrayValue?.compactMap { $0["message"]?.stringValue }
            #expect(
                messages == [
                    "localId is missing", "email is invalid", "phone number format is invalid",
                    "Invalid custom claims provided.", "Custom claims provided include a reserved claim.",
                    "federatedId or (providerId & rawId) is required",
                    "Second factor account requires email to be presented.",
                    "Second factor account requires email to be verified.",
                ])
            #expect(try await server.admin(":lookup", ["localId": ["ok"]])["users"]?.arrayValue?.count == 1)
        }
    }

    @Test func rawPasswordsFactorsAndOverwriting() async throws {
        try await TestServer.with { server throws in
            let old = try await server.signUp("old@example.com")
            let localId = try #require(old.string("localId"))
            let refused = try await Self.create(server, ["users": [["localId": .string(localId), "email": "new@example.com"]]])
            #expect(refused["error"]?.arrayValue?.first?["message"] == "localId belongs to an existing account - can not overwrite.")
            let imported = try await Self.create(
                server,
                [
                    "allowOverwrite": true,
                    "users": [
                        [
                            "localId": .string(localId), "email": "new@example.com", "emailVerified": true,
                            "rawPassword": "imported-1",
                            "mfaInfo": [["phoneInfo": "+15555550100", "enrolledAt": "2030-01-02T03:04:05.000Z"]],
                        ]
                    ],
                ])
            #expect(imported.status == 200 && imported["error"] == nil, "\(imported.text)")
            #expect(try await server.signIn("old@example.com").status == 400)
            let signIn = try await server.signIn("new@example.com", "imported-1")
            #expect(signIn.string("localId") == localId)
            #expect(signIn["mfaPendingCredential"] != nil)
            let lookup = try await server.admin(":lookup", ["localId": [.string(localId)]])
            let factor = lookup["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue?.first
            #expect(factor?["enrolledAt"] == "2030-01-02T03:04:05.000Z")
            #expect(factor?["unobfuscatedPhoneInfo"] == "+15555550100")
            #expect(try await server.refresh(try #require(old.string("refreshToken"))).status == 400)
        }
    }

    /// batchDelete's list limits and batchGet's page tokens, as Firebase answers them.
    @Test func batchDeleteLimitsAndAFullBatchGetPageNamesTheNext() async throws {
        try await TestServer.with { server throws in
            #expect(try await server.admin(":batchDelete", ["localIds": []]).errorMessage == "LOCAL_ID_LIST_EXCEEDS_LIMIT")
            let many = JSON.array((0...1000).map { .string("u\($0)") })
            #expect(try await server.admin(":batchDelete", ["localIds": many]).errorMessage == "LOCAL_ID_LIST_EXCEEDS_LIMIT")
            _ = try await server.admin("", ["localId": "only"])
            let path = "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts:batchGet"
            let full = try await server.request("GET", path + "?maxResults=1", credential: .bearer())
            #expect(full.string("nextPageToken") == "only")
            let empty = try await server.request("GET", path + "?maxResults=1&nextPageToken=only", credential: .bearer())
            #expect(empty["users"]?.arrayValue?.isEmpty ?? true)
            #expect(empty["nextPageToken"] == nil)
        }
    }
}
