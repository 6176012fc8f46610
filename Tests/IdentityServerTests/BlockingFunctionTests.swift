import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Blocking functions as Identity Platform calls them: beforeCreate and beforeSignIn around every
/// end-user sign-up and sign-in, beforeSendEmail before a mail, each with a token signed by the
/// server's keys, their answers applied by their update masks, and every failure refusing the
/// operation before anything is stored.
@Suite struct BlockingFunctionTests {
    static func configure(_ server: TestServer, _ blocking: JSON) async throws {
        let reply = try await ProjectConfigTests.patch(server, ["blockingFunctions": blocking], mask: "blockingFunctions")
        #expect(reply.status == 200, "\(reply.text)")
    }

    static func lookup(_ server: TestServer, email: String) async throws -> JSON? {
        let reply = try await server.admin(":lookup", ["email": [.string(email)]])
        return reply["users"]?.arrayValue?.first
    }

    @Test func aDomainRuleInBeforeCreateRefusesTheSignUpAndStoresNothing() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer(
            "beforeCreate", status: 400,
            ["error": ["message": "Only example.com addresses may sign up", "status": "INVALID_ARGUMENT"]])
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate", "beforeSignIn"]))
            let refused = try await server.accounts("signUp", ["email": "eve@evil.test", "password": "secret-1"])
            #expect(refused.status == 400)
            let message = try #require(refused.errorMessage)
            #expect(message.hasPrefix("BLOCKING_FUNCTION_ERROR_RESPONSE : HTTP Cloud Function returned an error: "))
            #expect(message.contains("Only example.com addresses may sign up"))
            #expect(functions.triggers == ["beforeCreate"])
            #expect(try await Self.lookup(server, email: "eve@evil.test") == nil)
        }
        await functions.stop()
    }

    @Test func theTokenIsSignedByTheServersPublishedKeysForTheFunctionsURL() async throws {
        let functions = try BlockingFunctionStub()
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate", "beforeSignIn"]))
            let signUp = try await server.request(
                "POST", "/identitytoolkit.googleapis.com/v1/accounts:signUp",
                json: ["email": "ada@example.com", "password": "secret-1", "displayName": "Ada"],
                headers: ["User-Agent": "blocking-test/1", "X-Firebase-Locale": "ko"])
            #expect(signUp.status == 200, "\(signUp.text)")
            let keys = try await server.request("GET", "/.well-known/jwks.json")
            let keySet = try JWKSet(jsonData: Data(keys.text.utf8))
            for trigger in ["beforeCreate", "beforeSignIn"] {
                let token = try #require(functions.tokens(trigger).last)
                let verifier = JWTVerifier(
                    keySet: keySet,
                    configuration: .init(
                        allowedIssuers: ["https://securetoken.google.com/sesame-local"],
                        allowedAudiences: [functions.url(trigger)]),
                    now: { server.clock.clock.date })
                let claims = try verifier.verify(token).payload
                #expect(claims["event_type"] == .string(trigger))
                #expect(claims["sign_in_method"] == "password")
                #expect(claims["sub"] == signUp["localId"])
                #expect(claims["user_agent"] == "blocking-test/1")
                #expect(claims["locale"] == "ko")
                #expect(claims["ip_address"] == "127.0.0.1")
                #expect(claims["event_id"]?.stringValue?.count ?? 0 >= 16)
                let record = try #require(claims["user_record"])
                #expect(record["uid"] == signUp["localId"])
                #expect(record["email"] == "ada@example.com")
                #expect(record["display_name"] == "Ada")
                #expect(record["email_verified"] == false)
                #expect(record["metadata"]?["creation_time"]?.numberValue != nil)
                // Only what the configuration forwards: no provider tokens here.
                #expect(claims["oauth_id_token"] == nil)
            }
            // A token for one function is not one for another, nor an ID token of the project.
            let token = try #require(functions.tokens("beforeCreate").last)
            let misdirected = JWTVerifier(
                keySet: keySet,
                configuration: .init(
                    allowedIssuers: ["https://securetoken.google.com/sesame-local"],
                    allowedAudiences: [functions.url("beforeSignIn"), "sesame-local"]),
                now: { server.clock.clock.date })
            #expect(throws: JWTError.self) { try misdirected.verify(token) }
        }
        await functions.stop()
    }

    @Test func customClaimsAreStoredAndSessionClaimsGoIntoThisIDTokenOnly() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer(
            "beforeCreate",
            ["userRecord": ["updateMask": "displayName,customClaims", "displayName": "From beforeCreate",
                "customClaims": ["role": "reader"], "sessionClaims": ["ignored": true]]])
        functions.answer(
            "beforeSignIn",
            ["userRecord": ["updateMask": "customClaims,sessionClaims,photoURL", "customClaims": ["role": "admin"],
                "sessionClaims": ["mfaLevel": 2], "photoURL": "https://example.com/p.png",
                "displayName": "outside the mask"]])
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate", "beforeSignIn"]))
            let signUp = try await server.signUp("claims@example.com")
            let claims = try TokenInspection.payload(of: try #require(signUp.string("idToken")))
            #expect(claims["role"] == "admin")
            #expect(claims["mfaLevel"] == 2)
            #expect(claims["ignored"] == nil)
            #expect(claims["name"] == "From beforeCreate")
            #expect(claims["picture"] == "https://example.com/p.png")
            let stored = try #require(try await Self.lookup(server, email: "claims@example.com"))
            #expect(stored["customAttributes"] == #"{"role":"admin"}"#)
            #expect(stored["displayName"] == "From beforeCreate")
            // The session claims were not stored: a refreshed token has the custom claims only.
            functions.answer("beforeSignIn", [:])
            let refreshed = try await server.refresh(try #require(signUp.string("refreshToken")))
            let again = try TokenInspection.payload(of: try #require(refreshed.string("id_token")))
            #expect(again["role"] == "admin")
            #expect(again["mfaLevel"] == nil)
        }
        await functions.stop()
    }

    @Test func beforeSignInDisablingAnExistingUserRefusesTheSignInAndKeepsTheChange() async throws {
        let functions = try BlockingFunctionStub()
        try await TestServer.with { server throws in
            _ = try await server.signUp("mallory@example.com")
            try await Self.configure(server, functions.config(["beforeSignIn"]))
            functions.answer("beforeSignIn", ["userRecord": ["updateMask": "disabled", "disabled": true]])
            let refused = try await server.signIn("mallory@example.com")
            #expect(refused.errorMessage == "USER_DISABLED")
            #expect(try await Self.lookup(server, email: "mallory@example.com")?["disabled"] == true)
            #expect(functions.lastClaims("beforeSignIn")?["user_record"]?["email"] == "mallory@example.com")
        }
        await functions.stop()
    }

    @Test func privilegedRequestsCallNoFunction() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer("beforeCreate", status: 400, ["error": ["message": "no"]])
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate", "beforeSignIn"]))
            let created = try await server.accounts(
                "signUp", ["email": "admin-made@example.com", "password": "secret-1"], credential: .bearer())
            #expect(created.status == 200, "\(created.text)")
            #expect(functions.triggers.isEmpty)
        }
        await functions.stop()
    }

    /// Fail closed: an unusable answer, an error status or no function at the URL each refuse the
    /// sign-up, and nothing is stored.
    @Test(arguments: [
        (200, "not json", "not valid JSON"),
        (500, "{}", "HTTP Cloud Function returned an error"),
        (200, #"{"userRecord":{"displayName":"x"}}"#, "no updateMask"),
        (200, #"{"userRecord":{"updateMask":"customClaims","customClaims":{"sub":"x"}}}"#, "reserved"),
    ])
    func anUnusableAnswerRefusesTheOperation(status: Int, body: String, expected: String) async throws {
        let functions = try BlockingFunctionStub(["beforeCreate": .init(status: status, body: body)])
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate"]))
            let refused = try await server.accounts("signUp", ["email": "x@example.com", "password": "secret-1"])
            #expect(refused.status == 400)
            #expect(refused.errorMessage?.hasPrefix("BLOCKING_FUNCTION_ERROR_RESPONSE") == true)
            #expect(refused.errorMessage?.contains(expected) == true, "\(refused.text)")
            #expect(try await Self.lookup(server, email: "x@example.com") == nil)
        }
        await functions.stop()
    }

    @Test func aFunctionThatCannotBeReachedOrHangsRefusesWithinTheDeadline() async throws {
        let hanging = try MisbehavingHTTPServer(.trickle(body: "{}", interval: 5))
        defer { hanging.close() }
        let logged = LogLines()
        try await TestServer.with(
            logSink: { logged.append($0) }, configure: { $0.blockingFunctions.timeout = 1 }
        ) { server throws in
            // Nothing listens on port 9 of loopback.
            try await Self.configure(
                server, ["triggers": ["beforeCreate": ["functionUri": "http://127.0.0.1:9/beforeCreate"]]])
            let unreachable = try await server.accounts("signUp", ["email": "a@example.com", "password": "secret-1"])
            #expect(unreachable.errorMessage == "BLOCKING_FUNCTION_ERROR_RESPONSE : The function could not be reached.")
            try await Self.configure(
                server, ["triggers": ["beforeCreate": ["functionUri": .string(hanging.url.absoluteString)]]])
            let hung = try await server.accounts("signUp", ["email": "b@example.com", "password": "secret-1"])
            #expect(hung.errorMessage == "BLOCKING_FUNCTION_ERROR_RESPONSE : Cloud function deadline exceeded.")
            #expect(try await Self.lookup(server, email: "a@example.com") == nil)
            #expect(try await Self.lookup(server, email: "b@example.com") == nil)
        }
        // One line per refusal, naming the trigger and the reason, never the token.
        let lines = logged.all.filter { $0.contains("blocking function refused") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("beforeCreate") && !$0.contains("eyJ") })
    }

    @Test func beforeSendEmailCanStopAPasswordResetMail() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer("beforeSendEmail", status: 403, ["error": ["message": "No resets today", "status": "PERMISSION_DENIED"]])
        try await TestServer.with { server throws in
            _ = try await server.signUp("reset@example.com")
            try await Self.configure(server, functions.config(["beforeSendEmail"]))
            let refused = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "reset@example.com"])
            #expect(refused.errorMessage?.contains("No resets today") == true, "\(refused.text)")
            await server.settle()
            #expect(try OutOfBandTests.lastCode(in: server, for: "reset@example.com") == nil)
            let claims = try #require(functions.lastClaims("beforeSendEmail"))
            #expect(claims["email_type"] == "PASSWORD_RESET")
            #expect(claims["email"] == "reset@example.com")
            // With enumeration protection the function hears only the address, before any lookup.
            #expect(claims["user_record"] == nil)
            functions.answer("beforeSendEmail", [:])
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "reset@example.com"])
            #expect(sent.status == 200)
            await server.settle()
            #expect(try OutOfBandTests.lastCode(in: server, for: "reset@example.com") != nil)
        }
        await functions.stop()
    }

    @Test func aTenantWithItsOwnBlockingFunctionsUsesThoseInsteadOfTheProjects() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer("beforeCreate", status: 400, ["error": ["message": "project rule"]])
        try await TestServer.with { server throws in
            try await Self.configure(server, functions.config(["beforeCreate"]))
            let tenantId = try await TenantTests.create(
                server, ["displayName": "own-rules", "allowPasswordSignup": true, "blockingFunctions": ["triggers": [:]]])
            let inTenant = try await server.accounts(
                "signUp", ["email": "t@example.com", "password": "secret-1", "tenantId": .string(tenantId)])
            #expect(inTenant.status == 200, "\(inTenant.text)")
            let inProject = try await server.accounts("signUp", ["email": "p@example.com", "password": "secret-1"])
            #expect(inProject.errorMessage?.contains("project rule") == true)
            #expect(functions.triggers == ["beforeCreate"])
        }
        await functions.stop()
    }
}
