import AuthCrypto
import IdentityServer
import Testing

/// An account with second factors gets no session from a first factor alone, however it comes: an
/// e-mail link (also one linked to the signed-in user, as in Firebase) answers a pending credential,
/// and a phone number can neither sign it in nor be linked to it as a first factor.
@Suite struct SecondFactorFirstFactorTests {
    /// An account with an SMS factor (emulator mode takes `mfaInfo` with the sign-up).
    static func accountWithFactor(_ server: TestServer) async throws -> TestServer.Reply {
        let reply = try await server.accounts(
            "signUp", ["email": "mfa@example.com", "password": "secret-1", "mfaInfo": [["phoneInfo": "+15555550100"]]])
        #expect(reply.status == 200, "\(reply.text)")
        return reply
    }

    @Test func anEmailLinkLinkedToTheSignedInUserStillWaitsForTheSecondFactor() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server throws in
            let user = try await Self.accountWithFactor(server)
            let sent = try await server.accounts(
                "sendOobCode", ["requestType": "EMAIL_SIGNIN", "email": "mfa@example.com", "returnOobLink": true],
                credential: .bearer("owner"))
            let code = try #require(sent.string("oobCode"))
            let reply = try await server.accounts(
                "signInWithEmailLink", ["email": "mfa@example.com", "oobCode": .string(code), "idToken": user["idToken"]!])
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply["idToken"] == nil && reply["refreshToken"] == nil)
            #expect(reply.string("mfaPendingCredential") != nil)
        }
    }

    @Test func aPhoneNumberIsNoFirstFactorOfAnAccountWithSecondFactors() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server throws in
            let user = try await Self.accountWithFactor(server)
            let sent = try await server.accounts("sendVerificationCode", ["phoneNumber": "+15555550199"])
            let codes = try await server.request("GET", "/emulator/v1/projects/sesame-local/verificationCodes")
            let code = try #require(codes["verificationCodes"]?.arrayValue?.last?["code"])
            let reply = try await server.accounts(
                "signInWithPhoneNumber", ["sessionInfo": sent["sessionInfo"]!, "code": code, "idToken": user["idToken"]!])
            #expect(
                reply.errorMessage
                    == "UNSUPPORTED_FIRST_FACTOR : A phone number cannot be set as a first factor on an SMS based MFA user.")
        }
    }
}
