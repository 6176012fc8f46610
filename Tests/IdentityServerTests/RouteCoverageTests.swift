import AuthModel
import Foundation
import Testing

@testable import IdentityServer

/// What is left of Firebase's API beyond what Sesame implements: `signOutUser`, the small endpoints
/// clients read, and 501 for the known operations Sesame does not implement (v1, v2, v3 alike).
@Suite struct RouteCoverageTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2"

    @Test func signOutUserRevokesEverySessionForAdmins() async throws {
        try await TestServer.with { server in
            let first = try await server.signUp("out@example.com")
            let second = try await server.signIn("out@example.com")
            let path = "/www.googleapis.com/identitytoolkit/v3/relyingparty/signOutUser"
            let localId = try #require(first["localId"])
            let out = try await server.post(
                path, ["localId": localId, "instanceId": "app-1"], credential: .bearer())
            #expect(out.json == ["kind": "identitytoolkit#SignOutUserResponse", "localId": localId])
            try EndpointSchemaConformanceTests().expectConforms(out, EndpointSchemas.signOutUser)
            for session in [first, second] {
                #expect(
                    try await server.refresh(try #require(session.string("refreshToken"))).errorMessage
                        == "TOKEN_EXPIRED")
            }
            // The ID tokens already issued last until they expire, as after any sign-out.
            #expect(try await server.accounts("lookup", ["idToken": second["idToken"]!]).status == 200)
            #expect(try await server.signIn("out@example.com").status == 200)
            #expect(
                try await server.post(path, [:], credential: .bearer()).errorMessage == "MISSING_LOCAL_ID")
            #expect(
                try await server.post(path, ["localId": "ghost"], credential: .bearer()).errorMessage
                    == "USER_NOT_FOUND")
            #expect(
                try await server.post(path, ["localId": localId]).errorMessage == "INSUFFICIENT_PERMISSION")
        }
    }

    @Test func knownButUnimplementedOperationsAnswer501() async throws {
        try await TestServer.with { server in
            let endUser: [(String, String)] = [
                ("POST", Self.v2 + "/accounts:revokeToken"),
                ("GET", Self.v2 + "/recaptchaConfig"),
                ("POST", "/identitytoolkit.googleapis.com/v1/accounts:verifyIosClient"),
                ("GET", "/www.googleapis.com/identitytoolkit/v3/relyingparty/getRecaptchaParam"),
            ]
            for (method, path) in endUser {
                let reply = try await server.request(method, path, json: method == "POST" ? [:] : nil)
                #expect(reply.status == 501, "\(method) \(path)")
                #expect(reply.json["error"]?["status"] == "NOT_IMPLEMENTED", "\(path)")
                #expect(reply.errorMessage?.hasSuffix(" is not implemented.") == true, "\(path)")
            }
            let admin: [(String, String)] = [
                ("POST", Self.v2 + "/projects/sesame-local/tenants/t1:getIamPolicy"),
                ("POST", Self.v2 + "/projects/sesame-local/identityPlatform:initializeAuth"),
                ("POST", Self.v2 + "/projects/sesame-local/tenants/t1:setIamPolicy"),
            ]
            for (method, path) in admin {
                let reply = try await server.request(
                    method, path, json: method == "GET" ? nil : [:], credential: .bearer())
                #expect(reply.status == 501, "\(method) \(path)")
                // Without the admin bearer they are refused first.
                let anonymous = try await server.request(method, path, json: method == "GET" ? nil : [:])
                #expect(
                    anonymous.errorMessage
                        == "INSUFFICIENT_PERMISSION : Only authenticated requests can specify target_project_id.",
                    "\(method) \(path)")
            }
            // Paths Firebase does not have stay 404.
            #expect(try await server.request("POST", Self.v2 + "/accounts:nothing", json: [:]).status == 404)
            #expect(
                try await server.request(
                    "GET", Self.v2 + "/projects/sesame-local/nothing", credential: .bearer()
                ).status == 404)
        }
    }

    @Test func clientsReadProjectConfigAndSessionCookieKeys() async throws {
        try await TestServer.with { server in
            let v3 = try await server.request(
                "GET", "/www.googleapis.com/identitytoolkit/v3/relyingparty/getProjectConfig")
            let v1 = try await server.request("GET", "/identitytoolkit.googleapis.com/v1/projects")
            #expect(v3.status == 200)
            #expect(v3.json == v1.json)
            #expect(v3["projectId"] == "sesame-local")
            let keys = try await server.request(
                "GET", "/identitytoolkit.googleapis.com/v1/sessionCookiePublicKeys", credential: .none)
            let jwks = try await server.request("GET", "/.well-known/jwks.json", credential: .none)
            #expect(keys.status == 200)
            #expect(keys.json == jwks.json)
            #expect(keys["keys"]?.arrayValue?.isEmpty == false)
            // The older path of accounts:query.
            _ = try await server.signUp("query@example.com")
            let query = try await server.post(
                "/identitytoolkit.googleapis.com/v1/projects/sesame-local:queryAccounts",
                ["returnUserInfo": true],
                credential: .bearer())
            #expect(query.status == 200, "\(query.text)")
            #expect(query["userInfo"]?.arrayValue?.count == 1)
        }
    }

    @Test func thePasswordPolicyIsTheOneTheServerEnforces() async throws {
        try await TestServer.with(configure: {
            $0.passwordPolicy = PasswordPolicy(
                minimumLength: 10, requiredCharacterClasses: [.digit, .uppercase])
        }) { server in
            let reply = try await server.request("GET", Self.v2 + "/passwordPolicy")
            try EndpointSchemaConformanceTests().expectConforms(reply, EndpointSchemas.passwordPolicy)
            #expect(reply["schemaVersion"] == 1)
            #expect(reply["enforcementState"] == "ENFORCE")
            let options = try #require(reply["customStrengthOptions"])
            #expect(options["minPasswordLength"] == 10)
            #expect(options["maxPasswordLength"] == 4096)
            #expect(options["containsNumericCharacter"] == true)
            #expect(options["containsUppercaseCharacter"] == true)
            #expect(options["containsLowercaseCharacter"] == false)
            #expect(options["containsNonAlphanumericCharacter"] == false)
            let symbols = try #require(reply["allowedNonAlphanumericCharacters"]?.arrayValue)
            #expect(symbols.count == 33)
            #expect(symbols.contains("!") && symbols.contains(" ") && symbols.contains("~"))
            #expect(!symbols.contains("a") && !symbols.contains("0"))
            // What the policy says is what sign-up enforces.
            let weak = try await server.signUp("policy@example.com", "Short1")
            #expect(weak.errorMessage == "WEAK_PASSWORD : Password should be at least 10 characters")
            #expect(try await server.signUp("policy@example.com", "Long enough 1").status == 200)
            #expect(
                try await server.request("GET", Self.v2 + "/passwordPolicy", credential: .none).status == 403)
        }
    }
}
