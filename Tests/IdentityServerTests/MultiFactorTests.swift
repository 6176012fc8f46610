import Foundation
import Testing

@testable import IdentityServer
import AuthCrypto

/// Second factors: RFC 6238 codes, and over loopback TOTP and SMS enrolment, the pending sign-in,
/// `mfaSignIn:finalize`, the second-factor claims, replay and attempt limits, withdrawal.
@Suite struct MultiFactorTests {
    static let v2 = "/identitytoolkit.googleapis.com/v2/accounts/"

    @Test func totpMatchesRFC6238AndBase32MatchesRFC4648() throws {
        // RFC 6238 appendix B, SHA-1 key, the last 6 of its 8 digits.
        let key = Array("12345678901234567890".utf8)
        #expect(TOTP.code(secret: key, step: 59 / 30) == "287082")
        #expect(TOTP.code(secret: key, step: 1_111_111_109 / 30) == "081804")
        #expect(TOTP.code(secret: key, step: 1_234_567_890 / 30) == "005924")
        #expect(TOTP.code(secret: key, step: 20_000_000_000 / 30) == "353130")
        let base32 = Base32.encode(key)
        #expect(base32 == "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")
        #expect(Base32.decode(base32.lowercased()) == key)
        #expect(Base32.decode("GEZ1") == nil)
        // ±1 step, not two; never a step at or before the last one used.
        let now: Int64 = 1_111_111_109_000
        let step = TOTP.step(at: now)
        let before = try #require(TOTP.code(secret: key, step: step - 1))
        let twoAhead = try #require(TOTP.code(secret: key, step: step + 2))
        #expect(TOTP.matchingStep(code: before, secret: base32, now: now, lastUsedStep: nil) == step - 1)
        #expect(TOTP.matchingStep(code: twoAhead, secret: base32, now: now, lastUsedStep: nil) == nil)
        #expect(TOTP.matchingStep(code: before, secret: base32, now: now, lastUsedStep: step - 1) == nil)
        #expect(TOTP.matchingStep(code: "12345", secret: base32, now: now, lastUsedStep: nil) == nil)
        #expect(
            TOTP.uri(secret: base32, account: "ada@example.com", issuer: "Sesame App")
                == "otpauth://totp/Sesame%20App:ada@example.com?secret=\(base32)&issuer=Sesame%20App"
                + "&algorithm=SHA1&digits=6&period=30")
        #expect(MultiFactorInfo.obfuscate("+15555550123") == "+*******0123")
    }

    /// The current code of a base32 secret at the server's clock.
    static func code(_ secret: String, _ clock: ManualClock) throws -> String {
        let key = try #require(Base32.decode(secret))
        return try #require(TOTP.code(secret: key, step: TOTP.step(at: clock.milliseconds)))
    }

    /// The operator's `--totp-issuer` comes with the offered secret, so the otpauth URI the app builds
    /// names it (Sesame's addition to Identity Platform's answer).
    @Test func theOperatorsTOTPIssuerComesWithTheOfferedSecret() async throws {
        try await TestServer.with(configure: { $0.multiFactor.totpIssuer = "Acme Corp" }) { server in
            let signedUp = try await server.signUp("issuer@example.com")
            let started = try await server.post(
                Self.v2 + "mfaEnrollment:start", ["idToken": signedUp["idToken"]!, "totpEnrollmentInfo": [:]])
            try EndpointSchemaConformanceTests().expectConforms(started, EndpointSchemas.mfaEnrollmentStart)
            #expect(started["totpSessionInfo"]?["issuer"] == "Acme Corp")
        }
    }

    /// Signs up `email` and enrols TOTP; returns the secret, the enrolment id and the finalize reply.
    static func enrolTOTP(_ server: TestServer, _ email: String) async throws -> (
        String, String, TestServer.Reply
    ) {
        let signedUp = try await server.signUp(email)
        let started = try await server.post(
            v2 + "mfaEnrollment:start", ["idToken": signedUp["idToken"]!, "totpEnrollmentInfo": [:]])
        #expect(started.status == 200, "\(started.text)")
        try EndpointSchemaConformanceTests().expectConforms(started, EndpointSchemas.mfaEnrollmentStart)
        let info = try #require(started["totpSessionInfo"])
        #expect(info["verificationCodeLength"] == 6)
        #expect(info["periodSec"] == 30)
        #expect(info["hashingAlgorithm"] == "SHA1")
        #expect(info["issuer"] == nil)
        let secret = try #require(info["sharedSecretKey"]?.stringValue)
        #expect(Base32.decode(secret)?.count == 20)
        let finalized = try await server.post(
            v2 + "mfaEnrollment:finalize",
            [
                "idToken": signedUp["idToken"]!, "displayName": "phone app",
                "totpVerificationInfo": [
                    "sessionInfo": info["sessionInfo"]!,
                    "verificationCode": .string(try code(secret, server.clock)),
                ],
            ])
        #expect(finalized.status == 200, "\(finalized.text)")
        let lookup = try await server.accounts("lookup", ["idToken": finalized["idToken"]!])
        let entry = try #require(lookup.json["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue?.first)
        return (secret, try #require(entry["mfaEnrollmentId"]?.stringValue), finalized)
    }

    @Test func totpEnrolmentThenPasswordSignInNeedsTheSecondFactorOnce() async throws {
        let clock = ManualClock()
        try await TestServer.with(clock: clock) { server in
            let (secret, enrollmentId, finalized) = try await Self.enrolTOTP(server, "ada@example.com")
            try EndpointSchemaConformanceTests().expectConforms(
                finalized, EndpointSchemas.mfaEnrollmentFinalize)
            let enrolled = try TokenInspection.payload(of: try #require(finalized.string("idToken")))
            #expect(enrolled["firebase"]?["sign_in_second_factor"] == "totp")
            #expect(enrolled["firebase"]?["second_factor_identifier"]?.stringValue == enrollmentId)
            let lookup = try await server.accounts("lookup", ["idToken": finalized["idToken"]!])
            try EndpointSchemaConformanceTests().expectConforms(lookup, EndpointSchemas.lookup)
            let entry = try #require(lookup.json["users"]?.arrayValue?.first?["mfaInfo"]?.arrayValue?.first)
            #expect(entry["displayName"] == "phone app")
            #expect(entry["totpInfo"] == [:])
            #expect(entry["enrolledAt"]?.stringValue?.hasSuffix("Z") == true)

            let first = try await server.signIn("ada@example.com")
            #expect(first.status == 200, "\(first.text)")
            try EndpointSchemaConformanceTests().expectConforms(first, EndpointSchemas.signInWithPassword)
            #expect(first["idToken"] == nil && first["refreshToken"] == nil)
            #expect(first.string("localId") != nil)
            #expect(first.json["mfaInfo"]?.arrayValue?.first?["mfaEnrollmentId"]?.stringValue == enrollmentId)
            let pending = try #require(first["mfaPendingCredential"])
            func finalize(_ code: String, _ credential: JSON = pending) async throws -> TestServer.Reply {
                try await server.post(
                    Self.v2 + "mfaSignIn:finalize",
                    [
                        "mfaPendingCredential": credential, "mfaEnrollmentId": .string(enrollmentId),
                        "totpVerificationInfo": ["verificationCode": .string(code)],
                    ])
            }
            // The code that finished the enrolment is spent, even within its 30 seconds.
            #expect(try await finalize(try Self.code(secret, clock)).errorMessage == "INVALID_CODE")
            clock.advance(seconds: 30)
            let now = try Self.code(secret, clock)
            #expect(try await finalize(now == "000000" ? "111111" : "000000").errorMessage == "INVALID_CODE")
            let done = try await finalize(now)
            #expect(done.status == 200, "\(done.text)")
            try EndpointSchemaConformanceTests().expectConforms(done, EndpointSchemas.mfaSignInFinalize)
            let claims = try TokenInspection.payload(of: try #require(done.string("idToken")))
            #expect(claims["firebase"]?["sign_in_provider"] == "password")
            #expect(claims["firebase"]?["sign_in_second_factor"] == "totp")
            #expect(claims["firebase"]?["second_factor_identifier"]?.stringValue == enrollmentId)
            let refreshed = try await server.refresh(try #require(done.string("refreshToken")))
            let refreshedClaims = try TokenInspection.payload(of: try #require(refreshed.string("id_token")))
            #expect(refreshedClaims["firebase"]?["sign_in_second_factor"] == "totp")
            // The pending credential is used up; a new sign-in with the same code is a replay.
            clock.advance(seconds: 1)
            #expect(try await finalize(now).errorMessage == "INVALID_MFA_PENDING_CREDENTIAL")
            let second = try await server.signIn("ada@example.com")
            #expect(try await finalize(now, second["mfaPendingCredential"]!).errorMessage == "INVALID_CODE")

            // Withdrawn, the password alone signs in again.
            let withdrawn = try await server.post(
                Self.v2 + "mfaEnrollment:withdraw",
                ["idToken": done["idToken"]!, "mfaEnrollmentId": .string(enrollmentId)])
            #expect(withdrawn.status == 200, "\(withdrawn.text)")
            try EndpointSchemaConformanceTests().expectConforms(
                withdrawn, EndpointSchemas.mfaEnrollmentWithdraw)
            let withoutFactor = try TokenInspection.payload(of: try #require(withdrawn.string("idToken")))
            #expect(withoutFactor["firebase"]?["sign_in_second_factor"] == nil)
            #expect(try await server.signIn("ada@example.com")["idToken"] != nil)
            let again = try await server.post(
                Self.v2 + "mfaEnrollment:withdraw",
                ["idToken": withdrawn["idToken"]!, "mfaEnrollmentId": .string(enrollmentId)])
            #expect(again.errorMessage == "MFA_ENROLLMENT_NOT_FOUND")
        }
    }

    @Test func pendingSignInsTakeFewTriesExpireAndNeedTheirFields() async throws {
        let clock = ManualClock()
        try await TestServer.with(clock: clock) { server in
            let (secret, enrollmentId, _) = try await Self.enrolTOTP(server, "bob@example.com")
            clock.advance(seconds: 30)
            let pending = try #require(try await server.signIn("bob@example.com")["mfaPendingCredential"])
            let right = try Self.code(secret, clock)
            let wrong = right == "000000" ? "111111" : "000000"
            func finalize(_ code: String, _ credential: JSON = pending) async throws -> TestServer.Reply {
                try await server.post(
                    Self.v2 + "mfaSignIn:finalize",
                    [
                        "mfaPendingCredential": credential, "mfaEnrollmentId": .string(enrollmentId),
                        "totpVerificationInfo": ["verificationCode": .string(code)],
                    ])
            }
            for _ in 0..<5 { #expect(try await finalize(wrong).errorMessage == "INVALID_CODE") }
            #expect(try await finalize(right).errorMessage == "TOO_MANY_ATTEMPTS_TRY_LATER")

            let late = try #require(try await server.signIn("bob@example.com")["mfaPendingCredential"])
            clock.advance(seconds: 601)
            #expect(
                try await finalize(try Self.code(secret, clock), late).errorMessage
                    == "INVALID_MFA_PENDING_CREDENTIAL")

            let missing = try await server.post(Self.v2 + "mfaSignIn:finalize", ["mfaEnrollmentId": "x"])
            #expect(missing.errorMessage == "MISSING_CREDENTIAL : Please set MFA Pending Credential.")
            #expect(try await finalize(right, "made-up").errorMessage == "INVALID_MFA_PENDING_CREDENTIAL")
            let noStart = try await server.post(Self.v2 + "mfaSignIn:start", ["mfaEnrollmentId": "x"])
            #expect(
                noStart.errorMessage
                    == "MISSING_MFA_PENDING_CREDENTIAL : Request does not have MFA pending credential.")
        }
    }

    @Test func anonymousSessionsCannotEnrolAndEnrolmentCodesAreChecked() async throws {
        try await TestServer.with { server in
            let anonymous = try await server.accounts("signUp", ["returnSecureToken": true])
            let refused = try await server.post(
                Self.v2 + "mfaEnrollment:start",
                ["idToken": anonymous["idToken"]!, "totpEnrollmentInfo": [:]])
            #expect(
                refused.errorMessage
                    == "UNSUPPORTED_FIRST_FACTOR : MFA is not available for the given first factor.")
            #expect(
                try await server.post(Self.v2 + "mfaEnrollment:start", ["totpEnrollmentInfo": [:]])
                    .errorMessage == "MISSING_ID_TOKEN")
            let user = try await server.signUp("carol@example.com")
            let started = try await server.post(
                Self.v2 + "mfaEnrollment:start", ["idToken": user["idToken"]!, "totpEnrollmentInfo": [:]])
            let sessionInfo = try #require(started["totpSessionInfo"]?["sessionInfo"])
            let wrong = try await server.post(
                Self.v2 + "mfaEnrollment:finalize",
                [
                    "idToken": user["idToken"]!,
                    "totpVerificationInfo": ["sessionInfo": sessionInfo, "verificationCode": "12345x"],
                ])
            #expect(wrong.errorMessage == "INVALID_CODE")
            let otherUser = try await server.signUp("dave@example.com")
            let stolen = try await server.post(
                Self.v2 + "mfaEnrollment:finalize",
                [
                    "idToken": otherUser["idToken"]!,
                    "totpVerificationInfo": ["sessionInfo": sessionInfo, "verificationCode": "123456"],
                ])
            #expect(stolen.errorMessage == "INVALID_SESSION_INFO")
            #expect(try await server.signIn("carol@example.com")["idToken"] != nil)
        }
    }

    @Test func smsSecondFactorEnrolsAndSignsIn() async throws {
        try await TestServer.with(configure: { $0.emulator = true }) { server in
            let number = "+15555550177"
            func lastCode() async throws -> String {
                let listing = try await server.request(
                    "GET", "/emulator/v1/projects/sesame-local/verificationCodes")
                return try #require(listing.json["verificationCodes"]?.arrayValue?.last?["code"]?.stringValue)
            }
            let user = try await server.signUp("erin@example.com")
            let localId = try #require(user.string("localId"))
            let unverified = try await server.post(
                Self.v2 + "mfaEnrollment:start",
                ["idToken": user["idToken"]!, "phoneEnrollmentInfo": ["phoneNumber": .string(number)]])
            #expect(
                unverified.errorMessage
                    == "UNVERIFIED_EMAIL : Need to verify email first before enrolling second factors.")
            _ = try await server.admin(":update", ["localId": .string(localId), "emailVerified": true])
            let signedIn = try await server.signIn("erin@example.com")
            let started = try await server.post(
                Self.v2 + "mfaEnrollment:start",
                [
                    "idToken": signedIn["idToken"]!,
                    "phoneEnrollmentInfo": ["phoneNumber": .string(number), "iosReceipt": "r"],
                ])
            #expect(started.status == 200, "\(started.text)")
            let sessionInfo = try #require(started["phoneSessionInfo"]?["sessionInfo"])
            let finalized = try await server.post(
                Self.v2 + "mfaEnrollment:finalize",
                [
                    "idToken": signedIn["idToken"]!,
                    "phoneVerificationInfo": [
                        "sessionInfo": sessionInfo, "code": .string(try await lastCode()),
                    ],
                ])
            #expect(finalized.status == 200, "\(finalized.text)")
            #expect(finalized["phoneAuthInfo"]?["phoneNumber"]?.stringValue == number)

            let pending = try await server.signIn("erin@example.com")
            let entry = try #require(pending.json["mfaInfo"]?.arrayValue?.first)
            #expect(entry["phoneInfo"] == "+*******0177")
            let smsStart = try await server.post(
                Self.v2 + "mfaSignIn:start",
                [
                    "mfaPendingCredential": pending["mfaPendingCredential"]!,
                    "mfaEnrollmentId": entry["mfaEnrollmentId"]!,
                ])
            #expect(smsStart.status == 200, "\(smsStart.text)")
            try EndpointSchemaConformanceTests().expectConforms(smsStart, EndpointSchemas.mfaSignInStart)
            let smsSession = try #require(smsStart["phoneResponseInfo"]?["sessionInfo"])
            let done = try await server.post(
                Self.v2 + "mfaSignIn:finalize",
                [
                    "mfaPendingCredential": pending["mfaPendingCredential"]!,
                    "phoneVerificationInfo": [
                        "sessionInfo": smsSession, "code": .string(try await lastCode()),
                    ],
                ])
            #expect(done.status == 200, "\(done.text)")
            let claims = try TokenInspection.payload(of: try #require(done.string("idToken")))
            #expect(claims["firebase"]?["sign_in_second_factor"] == "phone")
        }
    }
}
