import AuthCrypto
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import IdentityServer
import Testing

@Suite struct AuthenticationRulesTests {
    @Test func missingKeyIsTheExact403Envelope() async throws {
        try await TestServer.with { server in
            let reply = try await server.accounts("signUp", [:], credential: .none)
            #expect(reply.status == 403)
            #expect(
                reply.json
                    == [
                        "error": [
                            "code": 403, "message": "The request is missing a valid API key.",
                            "errors": [
                                [
                                    "message": "The request is missing a valid API key.",
                                    "reason": "forbidden",
                                    "domain": "global",
                                ]
                            ],
                            "status": "PERMISSION_DENIED",
                        ]
                    ])
        }
    }

    @Test func onlyConfiguredKeysAreAcceptedInQueryOrHeader() async throws {
        try await TestServer.with { server in
            let wrong = try await server.accounts("signUp", [:], credential: .apiKey("other"))
            #expect(wrong.status == 400)
            #expect(wrong.errorMessage == "API key not valid. Please pass a valid API key.")
            #expect(wrong.json["error"]?["errors"]?.arrayValue?.first?["reason"]?.stringValue == "keyInvalid")
            let header = try await server.accounts("signUp", [:], credential: .headerKey())
            #expect(header.status == 200)
            let nonBearer = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp", json: [:], credential: .none)
            #expect(nonBearer.status == 403)
        }
    }

    @Test func bearerMustBeTheAdminKeyOutsideEmulatorMode() async throws {
        try await TestServer.with { server in
            let owner = try await server.admin("", ["localId": "x1"]).status
            #expect(owner == 200)
            let bad = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts", ["localId": "x2"],
                credential: .bearer("owner"))
            #expect(bad.status == 401)
            #expect(bad.json["error"]?["status"]?.stringValue == "UNAUTHENTICATED")
            let withKey = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts", ["localId": "x3"])
            #expect(
                withKey.errorMessage
                    == "INSUFFICIENT_PERMISSION : Only authenticated requests can specify target_project_id.")
            let otherProject = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/other/accounts", ["localId": "x4"],
                credential: .bearer())
            #expect(otherProject.status == 404)
        }
    }

    @Test func emulatorModeAcceptsAnyKeyAndBearerOwner() async throws {
        try await TestServer.with(configure: {
            $0.emulator = true; $0.apiKeys = []; $0.adminKey = nil
        }) { server in
            #expect(try await server.accounts("signUp", [:], credential: .apiKey("anything")).status == 200)
            #expect(try await server.admin("", ["localId": "e1"]).status == 401)
            let owner = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local/accounts", ["localId": "e2"],
                credential: .bearer("OWNER"))
            #expect(owner.string("localId") == "e2")
            #expect(try await server.accounts("signUp", [:], credential: .none).status == 403)
        }
    }

    @Test func snakeCaseJSONAndUnknownPathsAndBadJSON() async throws {
        try await TestServer.with { server in
            let snake = try await server.accounts(
                "signUp", ["email": "snake@example.com", "password": "secret-1", "return_secure_token": true])
            #expect(snake.status == 200)
            let missing = try await server.request("GET", "/identitytoolkit.googleapis.com/v1/nothing")
            #expect(missing.status == 404)
            #expect(missing.errorMessage == "Not Found")
            #expect(missing.json["error"]?["status"]?.stringValue == "NOT_FOUND")
            var request = URLRequest(
                url: URL(
                    string: server.base
                        + "/identitytoolkit.googleapis.com/v1/accounts:signUp?key=\(TestServer.apiKey)")!)
            request.httpMethod = "POST"
            request.httpBody = Data("{not json".utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let envelope = try #require(JSON.parse(data))
            #expect(envelope["error"]?["status"]?.stringValue == "INVALID_ARGUMENT")
            #expect(
                envelope["error"]?["message"]?.stringValue?.hasPrefix("Invalid JSON payload received.")
                    == true)
        }
    }
}
