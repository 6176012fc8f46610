import AuthCrypto
import Foundation
import ServerTestSupport
import Testing

@testable import IdentityServer

/// A passkey sign-in is a sign-in like the others: second factors after a passkey without user
/// verification, beforeSignIn, tenants.
@Suite struct PasskeySignInRulesTests {
    typealias Ceremony = PasskeyCeremonyTests

    /// With UV merely preferred: a user-verified passkey signs in an account with a TOTP factor at once;
    /// one without UV gets the pending second factor, as after a password.
    @Test func secondFactorsAreAskedOnlyWithoutUserVerification() async throws {
        try await TestServer.with(configure: { $0.passkeys.userVerification = .preferred }) { server in
            let (_, _, finalized) = try await MultiFactorTests.enrolTOTP(server, "mfa-passkey@example.com")
            let idToken = try #require(finalized.string("idToken"))
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            let verified = try await Ceremony.signIn(server, authenticator)
            #expect(verified.string("idToken") != nil && verified["mfaPendingCredential"] == nil)
            let unverified = try await Ceremony.signIn(
                server, authenticator, .init(flags: AuthenticatorData.userPresent))
            #expect(unverified.status == 200 && unverified.string("idToken") == nil)
            #expect(unverified.string("mfaPendingCredential") != nil)
            #expect(unverified["mfaInfo"]?.arrayValue?.count == 1)
        }
    }

    @Test func beforeSignInIsCalledForAPasskeySignIn() async throws {
        let functions = try BlockingFunctionStub()
        functions.answer("beforeSignIn", ["userRecord": ["updateMask": "sessionClaims", "sessionClaims": ["via": "passkey"]]])
        try await TestServer.with { server throws in
            let (idToken, _) = try await Ceremony.signUp(server, "blocked@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            try await BlockingFunctionTests.configure(server, functions.config(["beforeSignIn"]))
            let signedIn = try await Ceremony.signIn(server, authenticator)
            #expect(signedIn.status == 200, "\(signedIn.text)")
            #expect(functions.triggers == ["beforeSignIn"])
            #expect(functions.lastClaims("beforeSignIn")?["sign_in_method"] == "passkey")
            let claims = try TokenInspection.payload(of: try #require(signedIn.string("idToken")))
            #expect(claims["via"] == "passkey")
            functions.answer("beforeSignIn", status: 403, ["error": ["message": "no", "status": "PERMISSION_DENIED"]])
            let refused = try await Ceremony.signIn(server, authenticator)
            #expect(refused.errorMessage?.hasPrefix("BLOCKING_FUNCTION_ERROR_RESPONSE") == true, "\(refused.text)")
        }
        await functions.stop()
    }

    @Test func aTenantsPasskeysSignInOnlyToThatTenant() async throws {
        try await TestServer.with { server in
            let tenant = try await TenantTests.create(server, ["displayName": "Passkeys", "allowPasswordSignup": true])
            let signedUp = try await TenantTests.signUp(server, "tenant-pk@example.com", tenant: tenant)
            let idToken = try #require(signedUp.string("idToken"))
            let authenticator = try SoftAuthenticator()
            let started = try await server.post(
                Ceremony.v2 + "passkeyEnrollment:start", ["idToken": .string(idToken), "tenantId": .string(tenant)])
            let options = try #require(started["credentialCreationOptions"])
            let enrolled = try await server.post(
                Ceremony.v2 + "passkeyEnrollment:finalize",
                [
                    "idToken": .string(idToken), "tenantId": .string(tenant),
                    "authenticatorRegistrationResponse": try authenticator.register(options),
                ])
            #expect(enrolled.status == 200, "\(enrolled.text)")
            // The project's own sign-in does not know the tenant's credential.
            #expect(try await Ceremony.signIn(server, authenticator).errorMessage == "PASSKEY_CREDENTIAL_NOT_FOUND")
            let request = try await server.post(Ceremony.v2 + "passkeySignIn:start", ["tenantId": .string(tenant)])
            let signedIn = try await server.post(
                Ceremony.v2 + "passkeySignIn:finalize",
                [
                    "tenantId": .string(tenant),
                    "authenticatorAuthenticationResponse": try authenticator.assert(request["credentialRequestOptions"]!),
                ])
            #expect(signedIn.string("localId") == signedUp.string("localId"), "\(signedIn.text)")
            let claims = try TokenInspection.payload(of: try #require(signedIn.string("idToken")))
            #expect(claims["firebase"]?["tenant"]?.stringValue == tenant)
        }
    }

    /// The console lists a user's passkeys (with a cloned one marked) and removes one.
    @Test func theConsoleShowsAndRemovesAUsersPasskeys() async throws {
        try await TestServer.with { server in
            let (idToken, uid) = try await Ceremony.signUp(server, "console-pk@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken, name: "Work <laptop>").status == 200)
            let browser = PageClient(base: server.base)
            try await ConsolePageTests.signIn(browser)
            let page = try await browser.get("/console/users/\(uid)")
            #expect(page.body.contains("Passkeys") && page.body.contains("Work &lt;laptop&gt;"))
            #expect(page.body.contains("value=\"\(authenticator.id)\""))
            let token = try await ConsolePageTests.token(browser)
            let removed = try await browser.post(
                "/console/users/\(uid)/remove-passkey", [("csrf", token), ("credentialId", authenticator.id)])
            #expect(removed.location == "/console/users/\(uid)?done=passkey")
            #expect(try await Ceremony.adminPasskeys(server, uid).isEmpty)
            #expect(try await browser.get("/console/users/\(uid)").body.contains("No passkeys."))
        }
    }

    /// Passkey sign-ins count against the sign-in limits, failed ones included.
    @Test func passkeySignInsCountAgainstTheSignInLimits() async throws {
        try await TestServer.with(configure: {
            $0.rateLimits.signInPerIP = 3
            $0.rateLimits.signInPerAccount = 3
        }) { server in
            let (idToken, _) = try await Ceremony.signUp(server, "limited@example.com")
            let authenticator = try SoftAuthenticator()
            #expect(try await Ceremony.enrol(server, authenticator, idToken).status == 200)
            #expect(try await Ceremony.signIn(server, authenticator).status == 200)
            let bad = try await Ceremony.signIn(server, authenticator, .init(corruptSignature: true))
            #expect(bad.errorMessage == "INVALID_AUTHENTICATOR_RESPONSE : signature")
            #expect(try await Ceremony.signIn(server, authenticator).status == 200)
            let limited = try await Ceremony.signIn(server, authenticator)
            #expect(limited.errorMessage?.hasPrefix("TOO_MANY_ATTEMPTS_TRY_LATER") == true, "\(limited.text)")
        }
    }
}
