import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxTesting
import Testing

struct PasswordResetReactorTests {
    private struct Outcome: Equatable {
        var step: PasswordResetStep
        var spinner: Bool
        var error: String?
    }

    /// A reactor whose client completes (or fails) `sendPasswordReset` and `confirmPasswordReset` 40
    /// ticks after each call.
    private static func harness(
        language: AuthLanguage = .english, sendResult: AuthError?? = nil, confirmResult: AuthError?? = nil
    ) -> (ReactorHarness<PasswordResetReactor>, CallLog<[String]>) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<[String]>(scheduler)
        var client = AuthClient.unstubbed
        @Sendable func answer(_ error: AuthError?) -> Observable<Never> {
            if let error { return failure(error, after: 40, on: scheduler) }
            return completion(after: 40, on: scheduler)
        }
        if let sendResult {
            client.sendPasswordReset = { email in
                calls.record(["send", email])
                return completable(answer(sendResult))
            }
        }
        if let confirmResult {
            client.confirmPasswordReset = { code, password in
                calls.record(["confirm", code, password])
                return completable(answer(confirmResult))
            }
        }
        return (ReactorHarness(scheduler, PasswordResetReactor(client: client, language: language)), calls)
    }

    private static let sentNotice =
        "If an account uses this address, we have sent it an e-mail with a link to reset the password."

    @Test func resetRequestShowsConfirmationAndMovesToCodeStep() {
        let (harness, calls) = Self.harness(sendResult: .some(nil))
        let outcome = harness.changes {
            Outcome(step: $0.step, spinner: $0.isSpinnerRunning, error: $0.errorMessage)
        }
        let notice = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([(100, .typeEmail("ada@example.com")), (200, .requestReset), (210, .requestReset)])
        #expect(calls.times == [200])
        #expect(calls.arguments == [["send", "ada@example.com"]])
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome(step: .requestEmail, spinner: false)),
                    (200, Outcome(step: .requestEmail, spinner: true)),
                    (240, Outcome(step: .enterCode, spinner: true)),
                    (240, Outcome(step: .enterCode, spinner: false)),
                ]))
        #expect(notice.events == nexts([(0, nil), (240, Self.sentNotice)]))
    }

    @Test func resetRequestForUnknownAddressShowsTheSameConfirmation() {
        let (harness, calls) = Self.harness(sendResult: .some(AuthError(.emailNotFound)))
        let outcome = harness.changes {
            Outcome(step: $0.step, spinner: $0.isSpinnerRunning, error: $0.errorMessage)
        }
        let notice = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([(100, .typeEmail("nobody@example.com")), (200, .requestReset)])
        #expect(calls.times == [200])
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome(step: .requestEmail, spinner: false)),
                    (200, Outcome(step: .requestEmail, spinner: true)),
                    (240, Outcome(step: .enterCode, spinner: true)),
                    (240, Outcome(step: .enterCode, spinner: false)),
                ]))
        #expect(notice.events == nexts([(0, nil), (240, Self.sentNotice)]))
    }

    @Test func resetRequestErrorsAreShownAndSpinnerStops() {
        let (harness, _) = Self.harness(
            language: .korean, sendResult: .some(AuthError(.resetPasswordLimitExceeded)))
        let outcome = harness.changes {
            Outcome(step: $0.step, spinner: $0.isSpinnerRunning, error: $0.errorMessage)
        }
        harness.run([(100, .typeEmail("ada@example.com")), (200, .requestReset)])
        #expect(
            outcome.events
                == nexts([
                    (0, Outcome(step: .requestEmail, spinner: false)),
                    (200, Outcome(step: .requestEmail, spinner: true)),
                    (
                        240,
                        Outcome(
                            step: .requestEmail, spinner: true,
                            error: "비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.")
                    ),
                    (
                        240,
                        Outcome(
                            step: .requestEmail, spinner: false,
                            error: "비밀번호 재설정 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.")
                    ),
                ]))
    }

    @Test func invalidEmailIsNotSent() {
        let (harness, calls) = Self.harness()
        let message = harness.changes { $0.emailField.message }
        harness.run([(100, .requestReset), (110, .typeEmail("ada@"))])
        #expect(
            message.events
                == nexts([
                    (0, nil), (100, "Please enter your e-mail address."),
                    (110, "Please enter a valid e-mail address."),
                ]))
        #expect(calls.times.isEmpty)
    }

    private static let codeStep: [(TestTime, PasswordResetReactor.Action)] = [
        (100, .typeEmail("ada@example.com")), (110, .requestReset),
        (200, .typeCode("oob-code")), (210, .typeNewPassword("new secret")),
        (220, .typeConfirmation("new secret")),
    ]

    /// Issue 33, item 1: the mail holds a link; pasting it whole sets the password with its code (the
    /// link, whose server may be gone, is never opened), as does the bare code with spaces around it.
    @Test(arguments: [
        "http://127.0.0.1:45123/__/auth/action?mode=resetPassword&oobCode=oob-code&apiKey=k&lang=en",
        "  https://example.com/finish?link=" + "https%3A%2F%2Fid.example.com%2F__%2Fauth%2Faction%3Fmode%3D"
            + "resetPassword%26oobCode%3Doob-code\n",
        " oob-code ",
    ])
    func pastedLinkOrCodeSetsThePasswordWithTheLinksCode(_ pasted: String) {
        let (harness, calls) = Self.harness(sendResult: .some(nil), confirmResult: .some(nil))
        let steps = Self.codeStep.map { time, action in
            (time, action == .typeCode("oob-code") ? PasswordResetReactor.Action.typeCode(pasted) : action)
        }
        let step = harness.changes(\.step)
        harness.run(steps + [(300, .confirmReset)])
        #expect(calls.arguments == [["send", "ada@example.com"], ["confirm", "oob-code", "new secret"]])
        #expect(step.events.last?.value.element == .done)
    }

    @Test func newPasswordIsSetWithTheCodeFromTheEmail() {
        let (harness, calls) = Self.harness(sendResult: .some(nil), confirmResult: .some(nil))
        let outcome = harness.changes {
            Outcome(step: $0.step, spinner: $0.isSpinnerRunning, error: $0.errorMessage)
        }
        let notice = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run(Self.codeStep + [(300, .confirmReset)])
        #expect(calls.times == [110, 300])
        #expect(calls.arguments == [["send", "ada@example.com"], ["confirm", "oob-code", "new secret"]])
        #expect(
            outcome.events.suffix(3)
                == nexts([
                    (300, Outcome(step: .enterCode, spinner: true)),
                    (340, Outcome(step: .done, spinner: true)),
                    (340, Outcome(step: .done, spinner: false)),
                ]))
        #expect(
            notice.events
                == nexts([
                    (0, nil), (150, Self.sentNotice),
                    (340, "Your password has been changed. Please log in with the new one."),
                ]))
    }

    @Test func expiredCodeIsShownAndStepStays() {
        let (harness, _) = Self.harness(
            sendResult: .some(nil), confirmResult: .some(AuthError(.expiredActionCode)))
        let outcome = harness.changes {
            Outcome(step: $0.step, spinner: $0.isSpinnerRunning, error: $0.errorMessage)
        }
        harness.run(Self.codeStep + [(300, .confirmReset)])
        let message = "This link has expired. Please request a new one."
        #expect(
            outcome.events.suffix(3)
                == nexts([
                    (300, Outcome(step: .enterCode, spinner: true)),
                    (340, Outcome(step: .enterCode, spinner: true, error: message)),
                    (340, Outcome(step: .enterCode, spinner: false, error: message)),
                ]))
    }

    @Test func newPasswordIsValidatedBeforeSending() {
        let (harness, calls) = Self.harness(sendResult: .some(nil))
        let messages = harness.changes {
            [$0.codeField.message, $0.newPasswordField.message, $0.confirmationField.message]
        }
        harness.run([
            (100, .typeEmail("ada@example.com")), (110, .requestReset), (200, .typeNewPassword("short")),
            (210, .typeConfirmation("shorter")), (300, .confirmReset),
        ])
        #expect(calls.times == [110])
        #expect(
            messages.events
                == nexts([
                    (0, [nil, nil, nil]), (200, [nil, "Use at least 6 characters.", nil]),
                    (210, [nil, "Use at least 6 characters.", "The passwords do not match."]),
                    (
                        300,
                        [
                            "Please paste the link or code from the e-mail.", "Use at least 6 characters.",
                            "The passwords do not match.",
                        ]
                    ),
                ]))
    }
}
