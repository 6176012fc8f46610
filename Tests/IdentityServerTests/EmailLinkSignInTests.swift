import AuthCrypto
import Foundation
import Testing

@testable import IdentityServer

/// E-mail link sign-in over loopback: `sendOobCode` `EMAIL_SIGNIN`, then `signInWithEmailLink`.
@Suite struct EmailLinkSignInTests {
    static let continueURL = "http://localhost:5000/finish?state=42"

    /// Mails a sign-in link to `email` and returns the reply.
    static func sendLink(
        _ server: TestServer, _ email: String, continueURL: String? = EmailLinkSignInTests.continueURL
    ) async throws -> TestServer.Reply {
        var fields: [String: JSON] = [
            "requestType": "EMAIL_SIGNIN", "email": .string(email), "canHandleCodeInApp": true,
            "iOSBundleId": "org.sesame.tests", "androidPackageName": "org.sesame.tests",
            "clientType": "CLIENT_TYPE_IOS",
        ]
        if let continueURL { fields["continueUrl"] = .string(continueURL) }
        return try await server.accounts("sendOobCode", .object(fields))
    }

    /// The code the outbox holds for `email` after `sendLink`.
    static func mailedCode(_ server: TestServer, _ email: String) async throws -> String {
        let reply = try await sendLink(server, email)
        #expect(reply.status == 200, "\(reply.text)")
        return try #require(try OutOfBandTests.lastCode(in: server, for: email))
    }

    static func signIn(_ server: TestServer, _ email: String, _ code: String, idToken: String? = nil)
        async throws -> TestServer.Reply
    {
        var fields: [String: JSON] = ["email": .string(email), "oobCode": .string(code)]
        if let idToken { fields["idToken"] = .string(idToken) }
        return try await server.accounts("signInWithEmailLink", .object(fields))
    }

    @Test func aLinkCreatesAVerifiedAccountOnceAndIsSingleUse() async throws {
        try await TestServer.with(configure: { $0.enumerationProtection = false }) { server in
            let sent = try await Self.sendLink(server, "Link@Example.com")
            #expect(
                sent.json == [
                    "kind": "identitytoolkit#GetOobConfirmationCodeResponse", "email": "link@example.com",
                ])
            let code = try #require(try OutOfBandTests.lastCode(in: server, for: "link@example.com"))
            let first = try await Self.signIn(server, "LINK@example.com", code)
            #expect(first.status == 200, "\(first.text)")
            try EndpointSchemaConformanceTests().expectConforms(first, EndpointSchemas.signInWithEmailLink)
            try EndpointSchemaConformanceTests().expectConforms(sent, EndpointSchemas.sendOobCode)
            #expect(first.string("kind") == "identitytoolkit#EmailLinkSigninResponse")
            #expect(first["isNewUser"] == true)
            #expect(first.string("email") == "link@example.com")
            #expect(first.string("expiresIn") == "3600")
            let localId = try #require(first.string("localId"))
            let claims = try TokenInspection.payload(of: try #require(first.string("idToken")))
            #expect(claims["sub"]?.stringValue == localId)
            #expect(claims["email_verified"] == true)
            #expect(claims["firebase"]?["sign_in_provider"] == "password")
            #expect(claims["firebase"]?["identities"]?["email"] == ["link@example.com"])
            #expect(
                try await Self.signIn(server, "link@example.com", code).errorMessage == "INVALID_OOB_CODE")

            let lookup = try await server.accounts("lookup", ["idToken": first["idToken"]!])
            try EndpointSchemaConformanceTests().expectConforms(lookup, EndpointSchemas.lookup)
            let user = try #require(lookup.json["users"]?.arrayValue?.first)
            #expect(user["emailLinkSignin"] == true)
            #expect(user["emailVerified"] == true)
            #expect(user["passwordHash"] == nil)
            #expect(user["providerUserInfo"]?.arrayValue?.first?["providerId"] == "password")
            let methods = try await server.accounts(
                "createAuthUri", ["identifier": "link@example.com", "continueUri": "http://localhost/"])
            #expect(methods["signinMethods"] == ["emailLink"])
            #expect(methods["allProviders"] == ["password"])

            // A second link signs in to the same account.
            let again = try await Self.signIn(
                server, "link@example.com", try await Self.mailedCode(server, "link@example.com"))
            #expect(again.string("localId") == localId)
            #expect(again["isNewUser"] == false)
            #expect(try await server.refresh(try #require(again.string("refreshToken"))).status == 200)
        }
    }

    @Test func knownAndUnknownAddressesGetTheSameAnswerAndBothAreMailed() async throws {
        try await TestServer.with { server in
            _ = try await server.signUp("known@example.com")
            let known = try await Self.sendLink(server, "known@example.com")
            let unknown = try await Self.sendLink(server, "unknown@example.com")
            #expect(known.status == 200 && unknown.status == 200)
            #expect(Set(known.json.objectValue.map { Array($0.keys) } ?? []) == ["kind", "email"])
            #expect(Set(unknown.json.objectValue.map { Array($0.keys) } ?? []) == ["kind", "email"])
            #expect(try OutOfBandTests.lastCode(in: server, for: "known@example.com") != nil)
            #expect(try OutOfBandTests.lastCode(in: server, for: "unknown@example.com") != nil)
        }
    }

    @Test func sendingChecksTheAddressAndTheContinueURL() async throws {
        try await TestServer.with(configure: { $0.authorizedDomains = ["app.example.com", "*.example.org"] })
        {
            server in
            #expect(
                try await Self.sendLink(server, "a@example.com", continueURL: nil).errorMessage
                    == "MISSING_CONTINUE_URI : A continue URL must be provided in the request.")
            #expect(
                try await Self.sendLink(server, "a@example.com", continueURL: "https://evil.example.net/x")
                    .errorMessage == "UNAUTHORIZED_DOMAIN : Domain not allowlisted by project")
            #expect(
                try await Self.sendLink(server, "a@example.com", continueURL: "javascript:alert(1)")
                    .errorMessage
                    == "INVALID_CONTINUE_URI : ((expected an absolute URI with valid scheme and host))")
            #expect(
                try await Self.sendLink(server, "a@example.com", continueURL: "ftp://app.example.com/x")
                    .errorMessage == "UNAUTHORIZED_DOMAIN : Domain not allowlisted by project")
            #expect(try await Self.sendLink(server, "not-an-address").errorMessage == "INVALID_EMAIL")
            #expect(
                try await server.accounts(
                    "sendOobCode", ["requestType": "EMAIL_SIGNIN", "continueUrl": "https://app.example.com/"]
                ).errorMessage == "MISSING_EMAIL")
            #expect(
                try await Self.sendLink(server, "a@example.com", continueURL: "https://app.example.com/done")
                    .status == 200)
            #expect(
                try await Self.sendLink(server, "b@example.com", continueURL: "https://shop.example.org/done")
                    .status == 200)
            // Android's numeric request type.
            let numeric = try await server.accounts(
                "sendOobCode",
                ["requestType": 6, "email": "c@example.com", "continueUrl": "https://app.example.com/"])
            #expect(numeric.status == 200)
            #expect(try await Self.signIn(server, "a@example.com", "").errorMessage == "MISSING_OOB_CODE")
            #expect(
                try await server.accounts("signInWithEmailLink", ["oobCode": "x"]).errorMessage
                    == "MISSING_EMAIL")
        }
    }

    /// Firebase's emulator neither requires a continue URL nor checks its domain; emulator mode does
    /// the same (production mode keeps both checks, above).
    @Test func emulatorModeTakesAnyOrNoContinueURL() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server throws in
            #expect(try await Self.sendLink(server, "a@example.com", continueURL: nil).status == 200)
            #expect(
                try await Self.sendLink(server, "b@example.com", continueURL: "https://elsewhere.example.net/x")
                    .status == 200)
            #expect(try OutOfBandTests.lastCode(in: server, for: "a@example.com") != nil)
            #expect(
                try await Self.sendLink(server, "c@example.com", continueURL: "javascript:alert(1)").errorMessage
                    == "INVALID_CONTINUE_URI : ((expected an absolute URI with valid scheme and host))")
        }
    }

    @Test func turnedOffItAnswersOperationNotAllowed() async throws {
        try await TestServer.with(configure: { $0.emailLinkSignIn = false }) { server throws in
            #expect(
                try await Self.sendLink(server, "off@example.com").errorMessage == "OPERATION_NOT_ALLOWED")
            #expect(
                try await Self.signIn(server, "off@example.com", "code").errorMessage
                    == "OPERATION_NOT_ALLOWED")
        }
    }

    @Test func aWrongAddressOrAnotherKindOfCodeLeavesTheLinkWorking() async throws {
        try await TestServer.with { server in
            let code = try await Self.mailedCode(server, "right@example.com")
            #expect(
                try await Self.signIn(server, "wrong@example.com", code).errorMessage
                    == "INVALID_EMAIL : The email provided does not match the sign-in email address.")
            // A sign-in code cannot reset a password, and a reset code cannot sign in.
            let reset = try await server.accounts(
                "resetPassword", ["oobCode": .string(code), "newPassword": "new-secret-1"])
            #expect(reset.errorMessage == "INVALID_OOB_CODE")
            let check = try await server.accounts("resetPassword", ["oobCode": .string(code)])
            #expect(
                check.json == [
                    "kind": "identitytoolkit#ResetPasswordResponse", "requestType": "EMAIL_SIGNIN",
                ])
            _ = try await server.signUp("reset@example.com")
            _ = try await server.accounts(
                "sendOobCode", ["requestType": "PASSWORD_RESET", "email": "reset@example.com"])
            let resetCode = try #require(try OutOfBandTests.lastCode(in: server, for: "reset@example.com"))
            #expect(
                try await Self.signIn(server, "reset@example.com", resetCode).errorMessage
                    == "INVALID_OOB_CODE")
            #expect(try await Self.signIn(server, "right@example.com", code).status == 200)
        }
    }

    @Test func linksExpireAfterTheirLifetime() async throws {
        try await TestServer.with(configure: { $0.emailSignInCodeLifetime = 600 }) { server in
            let code = try await Self.mailedCode(server, "late@example.com")
            server.clock.advance(seconds: 601)
            #expect(
                try await Self.signIn(server, "late@example.com", code).errorMessage == "EXPIRED_OOB_CODE")
        }
        try await TestServer.with { server in
            let code = try await Self.mailedCode(server, "six@example.com")
            server.clock.advance(seconds: 6 * 3600 - 5)
            #expect(try await Self.signIn(server, "six@example.com", code).status == 200)
        }
    }

    @Test func anUnverifiedAccountIsTakenOverWithoutItsPasswordOrSessions() async throws {
        try await TestServer.with { server in
            // Someone registered the address without owning it.
            let squatter = try await server.signUp("owner@example.com", "squatter-pass")
            // Revocation has one-second resolution: the take-over happens a second later.
            server.clock.advance(seconds: 1)
            let code = try await Self.mailedCode(server, "owner@example.com")
            let owner = try await Self.signIn(server, "owner@example.com", code)
            #expect(owner.status == 200)
            #expect(owner.string("localId") == squatter.string("localId"))
            #expect(owner["isNewUser"] == false)
            #expect(try await server.signIn("owner@example.com", "squatter-pass").status == 400)
            #expect(
                try await server.refresh(try #require(squatter.string("refreshToken"))).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(
                try await server.accounts("lookup", ["idToken": squatter["idToken"]!]).errorMessage
                    == "TOKEN_EXPIRED")
            #expect(try await server.refresh(try #require(owner.string("refreshToken"))).status == 200)
        }
    }

    @Test func aVerifiedAccountKeepsItsPasswordAndSessions() async throws {
        try await TestServer.with { server in
            let created = try await server.admin(
                "", ["email": "kept@example.com", "password": "kept-secret-1", "emailVerified": true])
            #expect(created.status == 200)
            let session = try await server.signIn("kept@example.com", "kept-secret-1")
            let code = try await Self.mailedCode(server, "kept@example.com")
            let linked = try await Self.signIn(server, "kept@example.com", code)
            #expect(linked.string("localId") == created.string("localId"))
            #expect(try await server.signIn("kept@example.com", "kept-secret-1").status == 200)
            #expect(try await server.refresh(try #require(session.string("refreshToken"))).status == 200)
            let user = try await server.admin(":lookup", ["localId": [created["localId"]!]])
            let info = try #require(user.json["users"]?.arrayValue?.first)
            #expect(info["emailLinkSignin"] == true)
            #expect(info["providerUserInfo"]?.arrayValue?.count == 1)
        }
    }

    @Test func withAnIDTokenTheAddressIsLinkedToTheSignedInUser() async throws {
        try await TestServer.with { server in
            let anonymous = try await server.accounts("signUp", ["returnSecureToken": true])
            let idToken = try #require(anonymous.string("idToken"))
            _ = try await server.signUp("taken@example.com")
            let takenCode = try await Self.mailedCode(server, "taken@example.com")
            #expect(
                try await Self.signIn(server, "taken@example.com", takenCode, idToken: idToken).errorMessage
                    == "EMAIL_EXISTS")
            let code = try await Self.mailedCode(server, "mine@example.com")
            let linked = try await Self.signIn(server, "mine@example.com", code, idToken: idToken)
            #expect(linked.status == 200, "\(linked.text)")
            #expect(linked.string("localId") == anonymous.string("localId"))
            #expect(linked["isNewUser"] == false)
            let user = try await server.accounts("lookup", ["idToken": linked["idToken"]!])
            #expect(user.json["users"]?.arrayValue?.first?["email"] == "mine@example.com")
            #expect(user.json["users"]?.arrayValue?.first?["emailVerified"] == true)
            // The refused code still works for its address.
            #expect(try await Self.signIn(server, "taken@example.com", takenCode).status == 200)
            // An account with another address cannot take this one over by linking.
            let other = try await Self.mailedCode(server, "second@example.com")
            #expect(
                try await Self.signIn(
                    server, "second@example.com", other, idToken: linked.string("idToken") ?? ""
                )
                .errorMessage
                    == "INVALID_EMAIL : The email provided does not match the signed-in user's email address."
            )
            #expect(
                try await Self.signIn(server, "x@example.com", other, idToken: "not-a-token").errorMessage
                    == "INVALID_ID_TOKEN")
        }
    }

    @Test func aDisabledAccountIsRefusedAndTheCodeKept() async throws {
        try await TestServer.with { server in
            let created = try await server.admin("", ["email": "off@example.com", "disabled": true])
            let code = try await Self.mailedCode(server, "off@example.com")
            #expect(try await Self.signIn(server, "off@example.com", code).errorMessage == "USER_DISABLED")
            _ = try await server.admin(":update", ["localId": created["localId"]!, "disableUser": false])
            #expect(try await Self.signIn(server, "off@example.com", code).status == 200)
        }
    }

    @Test func adminsGenerateTheLinkAndV3PathsWork() async throws {
        try await TestServer.with { server in
            let generated = try await server.admin(
                ":sendOobCode",
                [
                    "requestType": "EMAIL_SIGNIN", "email": "admin-link@example.com", "returnOobLink": true,
                    "continueUrl": .string(Self.continueURL), "canHandleCodeInApp": true,
                ])
            let link = try #require(generated.string("oobLink"))
            let query = try #require(URLComponents(string: link)?.queryItems)
            #expect(link.hasPrefix(server.base + "/__/auth/action?"))
            #expect(query.first { $0.name == "mode" }?.value == "signIn")
            #expect(query.first { $0.name == "continueUrl" }?.value == Self.continueURL)
            #expect(query.first { $0.name == "oobCode" }?.value == generated.string("oobCode"))
            // The link is mailed too, and an unprivileged caller cannot ask for it.
            #expect(
                try OutOfBandTests.lastCode(in: server, for: "admin-link@example.com")
                    == generated.string("oobCode"))
            let refused = try await server.accounts(
                "sendOobCode",
                [
                    "requestType": "EMAIL_SIGNIN", "email": "x@example.com", "returnOobLink": true,
                    "continueUrl": .string(Self.continueURL),
                ])
            #expect(refused.errorMessage == "INSUFFICIENT_PERMISSION")
            let v3 = "/www.googleapis.com/identitytoolkit/v3/relyingparty/"
            let signedIn = try await server.post(
                v3 + "emailLinkSignin",
                ["email": "admin-link@example.com", "oobCode": generated["oobCode"]!])
            #expect(signedIn.string("kind") == "identitytoolkit#EmailLinkSigninResponse")
            #expect(signedIn["isNewUser"] == true)
        }
    }
}
