import Foundation
import Testing

@testable import AuthModel

/// Second factors and phone numbers as AuthModel reads them: `mfaInfo[]` entries, the challenge error,
/// and the "e-mail or phone number" field's numbers.
struct MultiFactorModelTests {
    @Test func mfaInfoEntriesBecomeFactors() throws {
        let json = """
            {"mfaPendingCredential":"pending","mfaInfo":[
              {"mfaEnrollmentId":"a","displayName":"phone app","enrolledAt":"2026-12-02T05:00:00.250Z","totpInfo":{}},
              {"mfaEnrollmentId":"b","phoneInfo":"+*******0100","enrolledAt":"2026-12-02T05:00:00Z"},
              {"mfaEnrollmentId":"c"}, {"totpInfo":{}}]}
            """
        let response = try JSONDecoder().decode(SignInWithPasswordResponse.self, from: Data(json.utf8))
        #expect(response.mfaPendingCredential == "pending")
        let factors = (response.mfaInfo ?? []).compactMap(MultiFactorInfo.init)
        #expect(factors.map(\.uid) == ["a", "b"])
        #expect(factors[0].factor == .totp && factors[0].displayName == "phone app")
        #expect(factors[0].enrolledAt == Date(timeIntervalSince1970: 1_796_187_600.25))
        #expect(factors[1].phoneNumber == "+*******0100" && factors[1].factorID == "phone")
        #expect(factors[1].enrolledAt == Date(timeIntervalSince1970: 1_796_187_600))
    }

    @Test func theChallengeErrorKeepsItsDataButShowsNoCredential() {
        let challenge = MultiFactorChallenge(
            pendingCredential: "secret-handle", hints: [MultiFactorInfo(uid: "a", factor: .totp)])
        let error = AuthError.multiFactorRequired(challenge)
        #expect(error.kind == .multiFactorRequired)
        #expect(error.code == "MULTI_FACTOR_AUTH_REQUIRED")
        #expect(error.kind.isClientSide)
        #expect(error.multiFactorChallenge == challenge)
        #expect(challenge.totpHint?.uid == "a")
        for text in ["\(error)", "\(challenge)", error.localizedDescription(for: .english)] {
            #expect(!text.contains("secret-handle"))
        }
        // A server cannot send the client-side code.
        #expect(AuthError(serverMessage: "MULTI_FACTOR_AUTH_REQUIRED").kind == .unknown)
        #expect(AuthError(serverMessage: "INVALID_CODE").kind == .invalidVerificationCode)
        #expect(AuthError(serverMessage: "INVALID_MFA_PENDING_CREDENTIAL").kind == .invalidMultiFactorSession)
    }

    @Test(arguments: [
        ("+15555550100", "+15555550100"), ("+82 10-1234-5678", "+821012345678"),
        (" +44 (20) 7946.0958 ", "+442079460958"),
    ])
    func phoneNumbersAsTyped(_ text: String, _ e164: String) {
        #expect(PhoneNumber(text)?.e164 == e164)
    }

    @Test(arguments: [
        "01012345678", "+0101234567", "+123456", "+1234567890123456", "+1 555 abc", "1+555", "", "+",
    ])
    func notPhoneNumbers(_ text: String) {
        #expect(PhoneNumber(text) == nil)
    }

    @Test func secondFactorEndpointsUseTheV2Paths() {
        #expect(
            Endpoint.mfaEnrollmentStart.path()
                == "/identitytoolkit.googleapis.com/v2/accounts/mfaEnrollment:start")
        #expect(
            Endpoint.mfaSignInFinalize.path(.v3)
                == "/identitytoolkit.googleapis.com/v2/accounts/mfaSignIn:finalize")
        #expect(Endpoint.mfaEnrollmentWithdraw.legacyRPC == nil)
        #expect(
            Endpoint.signInWithPhoneNumber.path(.v3)
                == "/www.googleapis.com/identitytoolkit/v3/relyingparty/verifyPhoneNumber")
    }
}
