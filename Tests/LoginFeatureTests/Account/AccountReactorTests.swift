import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxTesting
import Testing

/// Issue 33, item 7: the name, the e-mail address and the password change from the app.
struct AccountReactorTests {
    private struct Buttons: Equatable {
        var name: Bool
        var email: Bool
        var password: Bool
    }

    /// A reactor for `Fixture.user` whose client answers `updateProfile`, `updateEmail` and
    /// `updatePassword` 40 ticks after each call (with `failure` when given).
    private static func harness(
        language: AuthLanguage = .english, failure error: AuthError? = nil
    ) -> (ReactorHarness<AccountReactor>, CallLog<[String]>) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<[String]>(scheduler)
        var client = AuthClient.unstubbed
        @Sendable func answer(_ user: AuthUser) -> Single<AuthUser> {
            if let error { return single(failure(error, after: 40, on: scheduler)) }
            return single(reply(user, after: 40, on: scheduler))
        }
        client.updateProfile = { name, _ in
            calls.record(["name", name ?? "nil"])
            var user = Fixture.user
            user.displayName = name?.isEmpty == true ? nil : name
            return answer(user)
        }
        client.updateEmail = { email in
            calls.record(["email", email])
            var user = Fixture.user
            user.email = email
            user.isEmailVerified = false
            return answer(user)
        }
        client.updatePassword = { password in
            calls.record(["password", password])
            if let error { return completable(failure(error, after: 40, on: scheduler)) }
            return completable(completion(after: 40, on: scheduler))
        }
        let reactor = AccountReactor(client: client, user: Fixture.user, language: language)
        return (ReactorHarness(scheduler, reactor), calls)
    }

    @Test func startsWithTheUsersDetailsAndNothingToSave() {
        let (harness, _) = Self.harness()
        let state = harness.reactor.currentState
        #expect(state.nameField.text == "Ada")
        #expect(state.emailField.text == "ada@example.com")
        #expect(!state.isSaveNameEnabled && !state.isChangeEmailEnabled && !state.isChangePasswordEnabled)
    }

    @Test func eachChangeIsSavedOnItsOwnAndSaysSo() {
        let (harness, calls) = Self.harness()
        let buttons = harness.changes {
            Buttons(name: $0.isSaveNameEnabled, email: $0.isChangeEmailEnabled, password: $0.isChangePasswordEnabled)
        }
        let notices = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$notice) }
        harness.run([
            (100, .typeName("Ada Lovelace ")), (110, .saveName),
            (200, .typeEmail("ada@")), (210, .changeEmail), (220, .typeEmail("ada@lovelace.example")),
            (230, .changeEmail),
            (300, .typeNewPassword("new secret")), (310, .typeConfirmation("new secret")),
            (320, .changePassword),
        ])
        #expect(
            calls.arguments == [
                ["name", "Ada Lovelace"], ["email", "ada@lovelace.example"], ["password", "new secret"],
            ])
        #expect(calls.times == [110, 230, 320])
        #expect(
            buttons.events
                == nexts([
                    (0, Buttons(name: false, email: false, password: false)),
                    (100, Buttons(name: true, email: false, password: false)),
                    (110, Buttons(name: false, email: false, password: false)),  // saving, then saved
                    (220, Buttons(name: false, email: true, password: false)),
                    (230, Buttons(name: false, email: false, password: false)),
                    (310, Buttons(name: false, email: false, password: true)),
                    (320, Buttons(name: false, email: false, password: false)),
                ]))
        #expect(
            notices.events
                == nexts([
                    (0, nil), (150, "Your name was saved."), (270, "Your e-mail address was changed."),
                    (360, "Your password was changed."),
                ]))
        let state = harness.reactor.currentState
        #expect(state.savedName == "Ada Lovelace" && state.savedEmail == "ada@lovelace.example")
        #expect(state.newPasswordField.text.isEmpty && state.confirmationField.text.isEmpty)
    }

    @Test func passwordFollowsThePolicyAndMustBeConfirmed() {
        let (harness, calls) = Self.harness(language: .korean)
        harness.run([
            (100, .typeNewPassword("short")), (110, .typeConfirmation("short")), (120, .changePassword),
        ])
        #expect(calls.times.isEmpty)
        #expect(harness.reactor.currentState.fieldMessage != nil)
        harness.reactor.action.onNext(.typeNewPassword("long enough"))
        #expect(harness.reactor.currentState.fieldMessage == "비밀번호가 서로 다릅니다.")
    }

    @Test func tooOldSignInAsksToSignInAgain() {
        let (harness, _) = Self.harness(language: .korean, failure: AuthError(.requiresRecentLogin))
        let errors = harness.changes(\.errorMessage)
        harness.run([(100, .typeNewPassword("new secret")), (110, .typeConfirmation("new secret")), (120, .changePassword)])
        #expect(errors.events == nexts([(0, nil), (160, "보안을 위해 다시 로그인한 후 시도해 주세요.")]))
        #expect(!harness.reactor.currentState.isSpinnerRunning)
    }
}
