import Foundation
import IdentityServer
import Testing

@Suite struct EmulatorAndOperationsTests {
    @Test func emulatorUtilitiesListCodesToggleConfigAndWipeAccounts() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let ready = try await server.request("GET", "/", credential: .none)
            #expect(ready.json["authEmulator"]?["ready"] == .bool(true))
            _ = try await server.signUp("emu@example.com")
            _ = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "emu@example.com"])
            let codes = try await server.request(
                "GET", "/emulator/v1/projects/sesame-local/oobCodes", credential: .none)
            let entry = try #require(codes.json["oobCodes"]?.arrayValue?.first)
            #expect(entry["email"]?.stringValue == "emu@example.com")
            #expect(entry["requestType"]?.stringValue == "PASSWORD_RESET")
            #expect(entry["oobLink"]?.stringValue?.contains(entry["oobCode"]?.stringValue ?? "-") == true)
            let config = try await server.request(
                "PATCH", "/emulator/v1/projects/sesame-local/config",
                json: ["emailPrivacyConfig": ["enableImprovedEmailPrivacy": false]], credential: .none)
            #expect(config.json["emailPrivacyConfig"]?["enableImprovedEmailPrivacy"] == .bool(false))
            #expect(try await server.signIn("nobody@example.com").errorMessage == "EMAIL_NOT_FOUND")
            let wiped = try await server.request(
                "DELETE", "/emulator/v1/projects/sesame-local/accounts", credential: .none)
            #expect(wiped.json == [:])
            #expect(try await server.signIn("emu@example.com").errorMessage == "EMAIL_NOT_FOUND")
        }
    }

    /// The JS SDK fetches reCAPTCHA parameters before phone sign-in even with app verification off;
    /// emulator mode answers placeholders as Firebase's emulator does, production mode 501.
    @Test func recaptchaParamsArePlaceholdersInEmulatorModeOnly() async throws {
        for path in [
            "/identitytoolkit.googleapis.com/v1/recaptchaParams",
            "/www.googleapis.com/identitytoolkit/v3/relyingparty/getRecaptchaParam",
        ] {
            try await TestServer.with(configure: { $0.emulator = true }) { server throws in
                let reply = try await server.request("GET", path + "?key=anything", credential: .none)
                #expect(reply.status == 200, "\(reply.text)")
                #expect(reply["kind"] == "identitytoolkit#GetRecaptchaParamResponse")
                #expect(reply.string("recaptchaStoken")?.isEmpty == false)
                #expect(reply.string("recaptchaSiteKey")?.isEmpty == false)
            }
            try await TestServer.with { server throws in
                #expect(try await server.request("GET", path).status == 501)
            }
        }
    }

    @Test func emulatorEndpointsAreAbsentOutsideEmulatorMode() async throws {
        try await TestServer.with { server in
            let codes = try await server.request(
                "GET", "/emulator/v1/projects/sesame-local/oobCodes", credential: .none)
            #expect(codes.status == 404)
        }
    }

    @Test func theRootSaysWhichModeItIsIn() async throws {
        try await TestServer.with { server in
            let root = try await server.request("GET", "/", credential: .none)
            #expect(root.json == ["sesame": ["mode": "production", "ready": true, "providers": []]])
        }
        // The providers a client may offer: Google with its client id, not Apple without one.
        try await TestServer.with(configure: { $0.googleClientIds = ["web.apps.googleusercontent.com"] }) { server in
            let root = try await server.request("GET", "/", credential: .none)
            #expect(root["sesame"]?["providers"] == ["google.com"])
        }
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let root = try await server.request("GET", "/", credential: .none)
            #expect(root["authEmulator"]?["ready"] == true)
            // The emulator's operations data is open, as Firebase's emulator's.
            #expect(try await server.request("GET", "/metrics", credential: .none).status == 200)
            #expect(try await server.request("GET", "/openapi.json", credential: .none).status == 200)
        }
    }

    @Test func healthMetricsAndOpenAPIDescribeTheServer() async throws {
        try await TestServer.with { server in
            #expect(try await server.request("GET", "/healthz", credential: .none).json == ["status": "ok"])
            _ = try await server.signUp("metrics@example.com")
            _ = try await server.signIn("metrics@example.com", "bad-password")
            // Production: operations data for the operator only.
            for path in ["/metrics", "/openapi.json", "/emulator/openapi.json"] {
                let refused = try await server.request("GET", path, credential: .none)
                #expect(refused.status == 401, "\(path): \(refused.text)")
                #expect(try await server.request("GET", path, credential: .bearer("wrong")).status == 401)
            }
            let metrics = try await server.request("GET", "/metrics", credential: .bearer())
            #expect(
                metrics.text.contains(
                    #"http_requests_total{route="/identitytoolkit.googleapis.com/v1/accounts:signUp",method="POST",status="200"} 1"#
                ))
            #expect(metrics.text.contains(#"sesame_sign_ins_total{provider="password",result="failure"} 1"#))
            #expect(metrics.text.contains("sesame_password_hash_queue_depth "))
            #expect(metrics.text.contains("http_request_duration_seconds_bucket"))
            let spec = try await server.request("GET", "/openapi.json", credential: .bearer())
            #expect(spec.json["openapi"]?.stringValue == "3.0.3")
            let paths = try #require(spec.json["paths"]?.objectValue)
            for path in [
                "/identitytoolkit.googleapis.com/v1/accounts:signUp", "/securetoken.googleapis.com/v1/token",
                "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPassword",
                "/identitytoolkit.googleapis.com/v1/projects/{project}/accounts:batchGet",
                "/identitytoolkit.googleapis.com/v1/projects/{project}:createSessionCookie",
                "/.well-known/jwks.json", "/healthz", "/metrics", "/openapi.json",
            ] {
                #expect(paths[path] != nil, "missing \(path)")
            }
            let batchGet = paths["/identitytoolkit.googleapis.com/v1/projects/{project}/accounts:batchGet"]?[
                "get"]
            #expect(batchGet?["parameters"]?.arrayValue?.first?["name"]?.stringValue == "project")
            #expect(batchGet?["security"] == [["bearer": []]])
            #expect(
                paths.values.allSatisfy {
                    ($0.objectValue ?? [:]).values.allSatisfy { $0["responses"] != nil }
                })
        }
    }

    @Test func dataSurvivesARestartOnTheSameDirectory() async throws {
        let directory = try TemporaryDirectory()
        let clock = ManualClock()
        let (refresh, kid) = try await TestServer.with(directory: directory, clock: clock) { server in
            let signUp = try await server.signUp("durable@example.com")
            let token = try #require(signUp.string("idToken"))
            return (try #require(signUp.string("refreshToken")), try TokenInspection.header(of: token)["kid"])
        }
        try await TestServer.with(directory: directory, clock: clock) { server in
            #expect(try await server.signIn("durable@example.com").status == 200)
            let refreshed = try await server.refresh(refresh)
            #expect(refreshed.status == 200)
            #expect(try TokenInspection.header(of: try #require(refreshed.string("id_token")))["kid"] == kid)
        }
    }
}
