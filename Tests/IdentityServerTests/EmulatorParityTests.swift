import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// Where Firebase's emulator and its production service differ, emulator mode does as the emulator
/// (the Auth Emulator's own suite measures it) and production mode as production; and the
/// `allowDuplicateEmails` switch, which both have.
@Suite struct EmulatorParityTests {
    static func emulator(_ body: (TestServer) async throws -> Void) async throws {
        // As `sesame serve --emulator` starts: without rate limits and enumeration protection.
        try await TestServer.with(
            configure: {
                $0.emulator = true
                $0.applyEmulatorDefaults(except: [])
            }, body)
    }

    /// Signs in with the emulator's unsigned JSON claims.
    static func idp(_ server: TestServer, _ provider: String, _ claims: JSON, idToken: JSON? = nil) async throws
        -> TestServer.Reply
    {
        let token = claims.serialized.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        var body: [String: JSON] = [
            "requestUri": "http://localhost", "postBody": .string("providerId=\(provider)&id_token=\(token)"),
            "returnSecureToken": true,
        ]
        body["idToken"] = idToken
        return try await server.accounts("signInWithIdp", .object(body))
    }

    static func methods(_ server: TestServer, _ email: String) async throws -> [String] {
        let reply = try await server.accounts(
            "createAuthUri", ["identifier": .string(email), "continueUri": "http://localhost"])
        return reply["signinMethods"]?.arrayValue?.compactMap(\.stringValue).sorted() ?? []
    }

    static func emailLink(_ server: TestServer, _ email: String, idToken: JSON? = nil) async throws -> TestServer.Reply {
        let sent = try await server.accounts(
            "sendOobCode", ["requestType": "EMAIL_SIGNIN", "email": .string(email), "returnOobLink": true],
            credential: .bearer("owner"))
        var body: [String: JSON] = ["email": .string(email), "oobCode": sent["oobCode"] ?? .null]
        body["idToken"] = idToken
        return try await server.accounts("signInWithEmailLink", .object(body))
    }

    @Test func anEmailLinkKeepsThePasswordOfAnUnverifiedAccountInEmulatorModeOnly() async throws {
        try await Self.emulator { server in
            _ = try await server.signUp("kept@example.com")
            let linked = try await Self.emailLink(server, "kept@example.com")
            #expect(linked.status == 200, "\(linked.text)")
            let methods = try await Self.methods(server, "kept@example.com")
            #expect(methods == ["emailLink", "password"], "\(linked.text)")
        }
        try await TestServer.with { server throws in
            _ = try await server.signUp("dropped@example.com")
            let sent = try await server.admin(
                ":sendOobCode",
                ["requestType": "EMAIL_SIGNIN", "email": "dropped@example.com", "returnOobLink": true,
                 "continueUrl": "http://localhost/done"])
            let linked = try await server.accounts(
                "signInWithEmailLink", ["email": "dropped@example.com", "oobCode": sent["oobCode"] ?? .null])
            #expect(linked.status == 200, "\(linked.text)")
            // Production: the link's owner takes the account over; the unproven password is gone.
            #expect(try await server.signIn("dropped@example.com").errorMessage != nil)
        }
    }

    @Test func anEmailLinkGivesTheSignedInUserItsAddressInEmulatorModeOnly() async throws {
        try await Self.emulator { server in
            let user = try await server.signUp("old@example.com")
            let linked = try await Self.emailLink(server, "new@example.com", idToken: user["idToken"])
            #expect(linked.status == 200, "\(linked.text)")
            #expect(linked["localId"] == user["localId"])
            #expect(try await Self.methods(server, "new@example.com").contains("emailLink"))
        }
    }

    @Test func needConfirmationNamesTheAccountInEmulatorMode() async throws {
        try await Self.emulator { server in
            let first = try await Self.idp(
                server, "facebook.com", ["sub": "1", "email": "both@example.com", "email_verified": false])
            let second = try await Self.idp(
                server, "google.com", ["sub": "2", "email": "both@example.com", "email_verified": false])
            #expect(second["needConfirmation"] == true)
            #expect(second["localId"] == first["localId"])
            #expect(second["verifiedProvider"] == ["facebook.com"])
            #expect(second["idToken"] == nil)
        }
    }

    @Test func aProviderLinkingToTheVerifiedOwnerOfItsAddressBringsItsProfileInEmulatorMode() async throws {
        try await Self.emulator { server in
            let owner = try await server.accounts(
                "signUp", ["email": "owner@example.com", "password": "secret-1", "displayName": "Old Name"])
            _ = try await Self.emailLink(server, "owner@example.com")
            let signedIn = try await Self.idp(
                server, "google.com",
                ["sub": "p1", "email": "owner@example.com", "email_verified": true, "picture": "https://example.com/p.png"])
            #expect(signedIn["localId"] == owner["localId"])
            let account = try await server.accounts("lookup", ["idToken": signedIn["idToken"] ?? .null])
            let user = account["users"]?.arrayValue?.first
            #expect(user?["photoUrl"] == "https://example.com/p.png")
            #expect(user?["displayName"] == nil)
            #expect(try await Self.methods(server, "owner@example.com") == ["emailLink", "google.com", "password"])
        }
    }

    @Test func phoneSignInInATenantIsRefusedInEmulatorMode() async throws {
        try await Self.emulator { server in
            let tenant = try await TenantTests.create(server, ["displayName": "phones", "allowPasswordSignup": true])
            for operation in ["sendVerificationCode", "signInWithPhoneNumber"] {
                let reply = try await server.accounts(operation, ["tenantId": .string(tenant)])
                #expect(reply.errorMessage == "UNSUPPORTED_TENANT_OPERATION", "\(operation): \(reply.text)")
            }
        }
    }

    @Test func aNullListOfSecondFactorsIsRefusedByTheSchemaInEmulatorMode() async throws {
        try await Self.emulator { server in
            let reply = try await server.accounts(
                "update", ["localId": "anything", "mfa": ["enrollments": .null]], credential: .bearer("owner"))
            #expect(reply.status == 400)
            #expect(reply.errorMessage == "Invalid JSON payload received. /mfa/enrollments must be array")
        }
    }

    @Test func withDuplicateEmailsAllowedAProvidersAddressIsNoAccountsAddress() async throws {
        try await Self.emulator { server in
            let owner = try await server.signUp("shared@example.com")
            let patched = try await ProjectConfigTests.patch(
                server, ["signIn": ["allowDuplicateEmails": true]], mask: "signIn.allowDuplicateEmails",
                bearer: "owner")
            #expect(patched.status == 200, "\(patched.text)")
            // A new user of the provider: its own account, without the address.
            let fresh = try await Self.idp(
                server, "google.com", ["sub": "g1", "email": "shared@example.com", "email_verified": true])
            #expect(fresh.status == 200, "\(fresh.text)")
            #expect(fresh["localId"] != owner["localId"])
            let account = try await server.accounts("lookup", ["idToken": fresh["idToken"] ?? .null])
            #expect(account["users"]?.arrayValue?.first?["email"] == nil)
            // Linking the address to another user is no conflict.
            let anonymous = try await server.accounts("signUp", [:])
            let linked = try await Self.idp(
                server, "github.com", ["sub": "h1", "email": "shared@example.com"], idToken: anonymous["idToken"])
            #expect(linked.status == 200, "\(linked.text)")
            #expect(linked["localId"] == anonymous["localId"])
        }
    }

    @Test func aProviderVouchingForTheAccountsOwnAddressVerifiesIt() async throws {
        try await Self.emulator { server in
            let user = try await server.signUp("mine@example.com")
            let linked = try await Self.idp(
                server, "google.com", ["sub": "m1", "email": "mine@example.com", "email_verified": true],
                idToken: user["idToken"])
            #expect(linked.status == 200, "\(linked.text)")
            let account = try await server.accounts("lookup", ["idToken": linked["idToken"] ?? .null])
            #expect(account["users"]?.arrayValue?.first?["emailVerified"] == true)
        }
    }

    /// `initialEmail` (Firebase's field: the address an account had before its first change, kept for
    /// good) in lookups, and `newEmail` in the answer to a change; in both modes.
    @Test func theAddressBeforeTheFirstChangeStaysAsInitialEmail() async throws {
        for emulator in [false, true] {
            try await TestServer.with(configure: {
                $0.emulator = emulator
                if emulator { $0.applyEmulatorDefaults(except: []) }
            }) { server in
                let user = try await server.signUp("first@example.com")
                let idToken = try #require(user.string("idToken"))
                func initialEmail(_ token: String) async throws -> JSON? {
                    try await server.accounts("lookup", ["idToken": .string(token)])["users"]?.arrayValue?.first?["initialEmail"]
                }
                #expect(try await initialEmail(idToken) == nil)
                let moved = try await server.accounts("update", ["idToken": .string(idToken), "email": "second@example.com", "returnSecureToken": true])
                #expect(moved.status == 200, "\(moved.text)")
                #expect(moved["newEmail"] == "second@example.com")
                let token = try #require(moved.string("idToken"))
                #expect(try await initialEmail(token) == "first@example.com")
                let again = try await server.accounts("update", ["idToken": .string(token), "email": "third@example.com", "returnSecureToken": true])
                #expect(try await initialEmail(try #require(again.string("idToken"))) == "first@example.com", "emulator: \(emulator)")
            }
        }
    }

    /// The emulator mails no recovery code when a VERIFY_AND_CHANGE_EMAIL code is used (its list of codes
    /// is empty afterwards) and answers `newEmail`; production mails the old address one.
    @Test func aChangeByCodeLeavesNoRecoveryCodeInEmulatorMode() async throws {
        try await Self.emulator { server in
            let user = try await server.signUp("alice@example.com")
            let sent = try await server.accounts(
                "sendOobCode", ["idToken": user["idToken"] ?? .null, "newEmail": "bob@example.com", "requestType": "VERIFY_AND_CHANGE_EMAIL"])
            #expect(sent.status == 200, "\(sent.text)")
            let codes = try await server.request("GET", "/emulator/v1/projects/sesame-local/oobCodes", credential: .none)
            let entry = codes["oobCodes"]?.arrayValue?.first
            #expect(entry?["email"] == "alice@example.com" && entry?["newEmail"] == "bob@example.com")
            let code = try #require(entry?["oobCode"])
            let changed = try await server.accounts("update", ["oobCode": code])
            #expect(changed["email"] == "bob@example.com" && changed["newEmail"] == "bob@example.com")
            #expect(changed["emailVerified"] == .bool(true))
            await server.settle()
            let after = try await server.request("GET", "/emulator/v1/projects/sesame-local/oobCodes", credential: .none)
            #expect(after["oobCodes"]?.arrayValue?.isEmpty == true, "\(after.text)")
        }
    }
}
