import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxReactor
import RxTesting
import Testing

/// The code step: a phone sign-in's texted code, a TOTP second factor, an SMS second factor.
struct VerificationCodeReactorTests {
    private struct Calls {
        let resolved: CallLog<[String]>
        let started: CallLog<String>
        let phone: CallLog<[String]>
    }

    private static func harness(
        _ purpose: VerificationCodePurpose, language: AuthLanguage = .english,
        result: Result<AuthUser, AuthError> = .success(Fixture.user)
    ) -> (ReactorHarness<VerificationCodeReactor>, Calls) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Calls(
            resolved: CallLog(scheduler), started: CallLog(scheduler), phone: CallLog(scheduler))
        var client = AuthClient.unstubbed
        @Sendable func answer() -> Single<AuthUser> {
            switch result {
            case .success(let user): single(reply(user, after: 20, on: scheduler))
            case .failure(let error): single(failure(error, after: 20, on: scheduler))
            }
        }
        client.resolveSignIn = { challenge, assertion in
            switch assertion {
            case .totpSignIn(let id, let code):
                calls.resolved.record([challenge.pendingCredential, "totp", id, code])
            case .phone(let id, let code):
                calls.resolved.record([challenge.pendingCredential, "phone", id, code])
            case .totpEnrollment: calls.resolved.record(["enrolment"])
            }
            return answer()
        }
        client.startSecondFactorSignIn = { _, uid, _ in
            calls.started.record(uid)
            return single(reply("sms-session", after: 10, on: scheduler))
        }
        client.signInWithCredential = { credential in
            if case .phone(let id, let code) = credential { calls.phone.record([id, code]) }
            return answer()
        }
        let reactor = VerificationCodeReactor(client: client, purpose: purpose, language: language)
        return (ReactorHarness(scheduler, reactor), calls)
    }

    @Test func aTOTPFactorIsChosenFirstAndItsCodeFinishesTheSignIn() {
        let (harness, calls) = Self.harness(.secondFactor(MultiFactorFixture.challenge))
        #expect(harness.reactor.currentState.selectedFactor == MultiFactorFixture.totp)
        let enabled = harness.changes(\.isSubmitEnabled)
        let spinner = harness.changes(\.isSpinnerRunning)
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.run([(100, .typeCode("123")), (110, .typeCode("123 456")), (200, .submit)])
        #expect(enabled.events == nexts([(0, false), (110, true), (200, false), (220, true)]))
        #expect(spinner.events == nexts([(0, false), (200, true), (220, false)]))
        #expect(signedIn.events == nexts([(0, nil), (220, Fixture.user)]))
        #expect(calls.resolved.arguments == [["pending-1", "totp", "enrol-totp", "123456"]])
    }

    @Test func aWrongCodeBecomesTheMessageInTheUsersLanguageAndKeepsTheCode() {
        let (harness, calls) = Self.harness(
            .secondFactor(MultiFactorFixture.challenge), language: .korean,
            result: .failure(AuthError(.invalidVerificationCode)))
        let messages = harness.changes(\.errorMessage)
        harness.run([(100, .typeCode("000000")), (200, .submit)])
        #expect(messages.events == nexts([(0, nil), (220, "인증 코드가 올바르지 않습니다. 확인한 후 다시 입력해 주세요.")]))
        #expect(harness.reactor.currentState.code == "000000")
        #expect(harness.reactor.currentState.signedIn == nil)
        #expect(calls.resolved.times == [200])
    }

    @Test func fewerThanSixDigitsAreRefusedWithoutARequest() {
        let (harness, calls) = Self.harness(.secondFactor(MultiFactorFixture.challenge))
        let messages = harness.changes(\.errorMessage)
        harness.run([(100, .typeCode("12a456")), (200, .submit)])
        #expect(messages.events == nexts([(0, nil), (200, "Please enter the 6-digit code.")]))
        #expect(calls.resolved.arguments.isEmpty)
    }

    @Test func anSMSFactorSendsItsCodeFirstThenResolvesWithIt() {
        let (harness, calls) = Self.harness(.secondFactor(MultiFactorFixture.smsOnly))
        let needsCode = harness.changes(\.needsCodeSent)
        let enabled = harness.changes(\.isSubmitEnabled)
        harness.run([(100, .typeCode("654321")), (150, .sendCode), (200, .submit)])
        #expect(needsCode.events == nexts([(0, true), (160, false)]))
        #expect(enabled.events == nexts([(0, false), (160, true), (200, false), (220, true)]))
        #expect(calls.started.arguments == ["enrol-sms"])
        #expect(calls.resolved.arguments == [["pending-2", "phone", "sms-session", "654321"]])
    }

    @Test func switchingFactorsForgetsASentCode() {
        let (harness, calls) = Self.harness(.secondFactor(MultiFactorFixture.challenge))
        harness.run([
            (100, .selectFactor("enrol-sms")), (110, .sendCode), (200, .selectFactor("enrol-totp")),
            (210, .selectFactor("enrol-sms")), (300, .typeCode("111111")), (310, .submit),
            (320, .selectFactor("unknown")),
        ])
        #expect(calls.started.times == [110])
        #expect(harness.reactor.currentState.selectedFactor == MultiFactorFixture.sms)
        #expect(harness.reactor.currentState.verificationID == nil)
        #expect(calls.resolved.arguments.isEmpty)
    }

    @Test func aPhoneSignInSendsTheVerificationIDAndTheCode() {
        let (harness, calls) = Self.harness(.phoneSignIn(phoneNumber: "+15555550100", verificationID: "v-1"))
        #expect(!harness.reactor.currentState.needsCodeSent)
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.run([(100, .typeCode("123456")), (200, .submit)])
        #expect(calls.phone.arguments == [["v-1", "123456"]])
        #expect(signedIn.events == nexts([(0, nil), (220, Fixture.user)]))
    }

    @Test func cancelAbandonsTheRequestAndKeepsTheCode() {
        let (harness, _) = Self.harness(.secondFactor(MultiFactorFixture.challenge))
        let spinner = harness.changes(\.isSpinnerRunning)
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.run([(100, .typeCode("123456")), (200, .submit), (210, .cancel)])
        #expect(spinner.events == nexts([(0, false), (200, true), (210, false)]))
        #expect(signedIn.events == nexts([(0, nil)]))
        #expect(harness.reactor.currentState.code == "123456")
    }
}
