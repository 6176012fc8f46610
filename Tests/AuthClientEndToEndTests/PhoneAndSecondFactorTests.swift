import AuthClient
import AuthModel
import Foundation
import RxCore
import Testing

@testable import IdentityServer

/// Phone sign-in and second factors through AuthClient against `sesame serve`: a test number's fixed
/// code, linking a number, TOTP enrolment with the server's secret, the sign-in that then needs a
/// second factor (typed error with the challenge), finishing it with TOTP or SMS, and removal.
struct PhoneAndSecondFactorTests {
    static let number = "+15555550100"
    static let otherNumber = "+15555550111"
    static let code = "123456"
    static let phoneOptions = [
        "--phone-app-verifier", "accept-all", "--test-phone-number", "\(number)=\(code)",
        "--test-phone-number", "\(otherNumber)=654321",
    ]

    /// The authenticator app's code for `secret` now, or `steps` periods later.
    static func totp(_ secret: String, steps: Int64 = 0) throws -> String {
        let key = try #require(Base32.decode(secret))
        let step = TOTP.step(at: Int64(Date().timeIntervalSince1970 * 1000)) + steps
        return try #require(TOTP.code(secret: key, step: step))
    }

    @Test func aTestNumberSignsInWithItsFixedCodeAndCreatesTheAccountOnce() async throws {
        try await SesameServer.with(Self.phoneOptions) { server in
            let app = try ClientUnderTest(server: server)
            let verificationID = try await app.client.sendVerificationCode(to: Self.number).value
            #expect(!verificationID.isEmpty)
            await #expect(throws: AuthError(.invalidVerificationCode)) {
                _ = try await app.client.signIn(verificationID: verificationID, code: "000000").value
            }
            let user = try await app.client.signIn(verificationID: verificationID, code: Self.code).value
            #expect(user.phoneNumber == Self.number)
            #expect(user.email == nil)
            #expect(!user.isAnonymous)
            #expect(app.states == [nil, user])
            let session = try #require(try app.storedSession())
            #expect(try claims(of: session.idToken).firebase?.signInProvider == "phone")
            // The code is single-use; a new one signs in to the same account.
            try await app.client.signOut().value
            await #expect(throws: AuthError.self) {
                _ = try await app.client.signIn(verificationID: verificationID, code: Self.code).value
            }
            let again = try await app.client.sendVerificationCode(to: Self.number).value
            #expect(try await app.client.signIn(verificationID: again, code: Self.code).value.uid == user.uid)
        }
    }

    @Test func aBadNumberIsRefusedAndAnEmailAccountLinksANumber() async throws {
        try await SesameServer.with(Self.phoneOptions) { server in
            let app = try ClientUnderTest(server: server)
            await #expect(throws: AuthError(.invalidPhoneNumber)) {
                _ = try await app.client.sendVerificationCode(to: "0101234").value
            }
            let ada = try await app.client.signUp(email: "ada@example.com", password: "correct horse").value
            let verificationID = try await app.client.sendVerificationCode(to: Self.otherNumber).value
            let linked = try await app.client.link(
                with: .phone(verificationID: verificationID, code: "654321")
            )
            .value
            #expect(linked.uid == ada.uid)
            #expect(linked.phoneNumber == Self.otherNumber)
            #expect(linked.email == "ada@example.com")
        }
    }

    @Test func totpEnrolmentThenASignInNeedsTheCodeAndCarriesTheSecondFactorClaim() async throws {
        try await SesameServer.with { server in
            let app = try ClientUnderTest(server: server)
            _ = try await app.client.signUp(email: "grace@example.com", password: "correct horse").value
            let secret = try await app.client.startTOTPEnrollment().value
            #expect(secret.codeLength == 6 && secret.period == 30 && secret.hashingAlgorithm == "SHA1")
            #expect(!"\(secret)".contains(secret.sharedSecretKey))
            #expect(
                secret.qrCodeURL(accountName: "grace@example.com", issuer: "Sesame")
                    == "otpauth://totp/Sesame:grace@example.com?secret=\(secret.sharedSecretKey)"
                    + "&issuer=Sesame&algorithm=SHA1&digits=6&period=30")
            await #expect(throws: AuthError(.invalidVerificationCode)) {
                _ = try await app.client.enroll(.totpEnrollment(secret: secret, code: "000000")).value
            }
            let enrolled = try await app.client.enroll(
                .totpEnrollment(secret: secret, code: try Self.totp(secret.sharedSecretKey)),
                displayName: "phone app"
            ).value
            let factor = try #require(enrolled.enrolledFactors.first)
            #expect(enrolled.enrolledFactors.count == 1)
            #expect(factor.factor == .totp && factor.displayName == "phone app")
            #expect(factor.enrolledAt != nil)
            #expect(
                try claims(of: try #require(try app.storedSession()).idToken).firebase?.signInSecondFactor
                    == "totp")

            try await app.client.signOut().value
            let challenge: MultiFactorChallenge
            do {
                _ = try await app.client.signIn(email: "grace@example.com", password: "correct horse").value
                Issue.record("a password alone signed in to an enrolled account")
                return
            } catch let error as AuthError {
                #expect(error.kind == .multiFactorRequired)
                challenge = try #require(error.multiFactorChallenge)
            }
            #expect(challenge.hints == [factor])
            #expect(!"\(challenge)".contains(challenge.pendingCredential))
            #expect(app.currentUser == nil)
            await #expect(throws: AuthError(.invalidVerificationCode)) {
                _ = try await app.client.resolveSignIn(
                    challenge, with: .totpSignIn(enrollmentID: factor.uid, code: "000000")
                ).value
            }
            // The enrolment used the current step: the next step's code signs in (±1 step).
            let user = try await app.client.resolveSignIn(
                challenge,
                with: .totpSignIn(
                    enrollmentID: factor.uid, code: try Self.totp(secret.sharedSecretKey, steps: 1))
            ).value
            #expect(user.uid == enrolled.uid)
            #expect(app.currentUser == user)
            let session = try #require(try app.storedSession())
            #expect(try claims(of: session.idToken).firebase?.signInSecondFactor == "totp")
            #expect(try claims(of: session.idToken).firebase?.secondFactorIdentifier == factor.uid)
            // The pending credential is used up.
            await #expect(throws: AuthError(.invalidMultiFactorSession)) {
                _ = try await app.client.resolveSignIn(
                    challenge,
                    with: .totpSignIn(enrollmentID: factor.uid, code: try Self.totp(secret.sharedSecretKey))
                ).value
            }

            // Removed, the factor no longer stands between the password and the tokens.
            let withdrawn = try await app.client.unenroll(factorUID: factor.uid).value
            #expect(withdrawn.enrolledFactors.isEmpty)
            await #expect(throws: AuthError(.multiFactorInfoNotFound)) {
                _ = try await app.client.unenroll(factorUID: factor.uid).value
            }
            try await app.client.signOut().value
            let plain = try await app.client.signIn(email: "grace@example.com", password: "correct horse")
                .value
            #expect(plain.uid == enrolled.uid)
        }
    }

    @Test func anSMSSecondFactorIsEnrolledAndFinishesAnEmailLinkSignIn() async throws {
        try await SesameServer.with(Self.phoneOptions) { server in
            let app = try ClientUnderTest(server: server)
            let email = "hedy@example.com"
            let settings = ActionCodeSettings(url: PasswordlessSignInTests.continueURL)
            try await app.client.sendSignInLink(email: email, settings: settings).value
            let link = try await PasswordlessSignInTests.mailedLink(server, to: email)
            let user = try await app.client.signIn(email: email, link: link).value
            #expect(user.isEmailVerified)

            let verificationID = try await app.client.startPhoneEnrollment(phoneNumber: Self.number).value
            let enrolled = try await app.client.enroll(
                .phone(verificationID: verificationID, code: Self.code)
            ).value
            #expect(enrolled.enrolledFactors.map(\.factor) == [.phone(Self.number)])
            try await app.client.signOut().value

            try await app.client.sendSignInLink(email: email, settings: settings).value
            // The server mails after answering: wait for the new link, not the used one.
            var second = link
            let deadline = ContinuousClock.now + .seconds(30)
            while second == link {
                try #require(ContinuousClock.now < deadline, "hang guard: no second mail")
                try await Task.sleep(for: .milliseconds(5))
                second = try await PasswordlessSignInTests.mailedLink(server, to: email)
            }
            let challenge: MultiFactorChallenge
            do {
                _ = try await app.client.signIn(email: email, link: second).value
                Issue.record("an e-mail link alone signed in to an enrolled account")
                return
            } catch let error as AuthError {
                challenge = try #require(error.multiFactorChallenge)
            }
            let hint = try #require(challenge.hints.first)
            #expect(hint.phoneNumber == "+*******0100")
            let smsID = try await app.client.startSecondFactorSignIn(challenge, factorUID: hint.uid).value
            let signedIn = try await app.client.resolveSignIn(
                challenge, with: .phone(verificationID: smsID, code: Self.code)
            ).value
            #expect(signedIn.uid == user.uid)
            let session = try #require(try app.storedSession())
            #expect(try claims(of: session.idToken).firebase?.signInSecondFactor == "phone")
        }
    }
}
