import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxTesting
import Testing

struct SignUpReactorTests {
    /// The field messages in order: e-mail, password, confirmation, display name.
    private static func messages(_ state: SignUpReactor.State) -> [String?] {
        [
            state.emailField.message, state.passwordField.message, state.confirmationField.message,
            state.displayNameField.message,
        ]
    }

    private static let filledIn: [(TestTime, SignUpReactor.Action)] = [
        (100, .typeEmail("ada@example.com")), (110, .typePassword("analytical")),
        (120, .typeConfirmation("analytical")), (130, .typeDisplayName("  Ada ")),
    ]

    /// A reactor whose client answers `signUp` with `result` 50 ticks after the call.
    private static func harness(
        language: AuthLanguage = .english, rules: CredentialRules = CredentialRules(),
        result: Result<AuthUser, AuthError>? = nil
    ) -> (ReactorHarness<SignUpReactor>, CallLog<[String?]>) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = CallLog<[String?]>(scheduler)
        var client = AuthClient.unstubbed
        if let result {
            client.signUp = { email, password, name in
                calls.record([email, password, name])
                switch result {
                case .success(let user): return single(reply(user, after: 50, on: scheduler))
                case .failure(let error): return single(failure(error, after: 50, on: scheduler))
                }
            }
        }
        return (
            ReactorHarness(scheduler, SignUpReactor(client: client, rules: rules, language: language)), calls
        )
    }

    @Test func fieldMessagesFollowTheRulesWhileTyping() {
        let (harness, _) = Self.harness()
        let messages = harness.changes(Self.messages)
        harness.run([
            (100, .typeEmail("ada")), (110, .typeEmail("ada@example.com")), (120, .typePassword("12345")),
            (130, .typeConfirmation("1234")), (140, .typePassword("1234")), (150, .typeDisplayName(" ")),
        ])
        let invalidEmail = "Please enter a valid e-mail address."
        let tooShort = "Use at least 6 characters."
        let mismatch = "The passwords do not match."
        #expect(
            messages.events
                == nexts([
                    (0, [nil, nil, nil, nil]),  // empty fields show nothing yet
                    (100, [invalidEmail, nil, nil, nil]),
                    (110, [nil, nil, nil, nil]),
                    (120, [nil, tooShort, nil, nil]),
                    (130, [nil, tooShort, mismatch, nil]),
                    (140, [nil, tooShort, nil, nil]),
                ]))  // the name is optional: a blank one is no mistake
    }

    @Test func submitWithEmptyFieldsShowsEveryMessageAndSendsNothing() {
        let (harness, calls) = Self.harness()
        let messages = harness.changes(Self.messages)
        harness.run([(100, .signUp)])
        #expect(
            messages.events
                == nexts([
                    (0, [nil, nil, nil, nil]),
                    (
                        100,
                        [
                            "Please enter your e-mail address.", "Please enter your password.",
                            "Please enter your password.", nil,
                        ]
                    ),
                ]))
        #expect(calls.times.isEmpty)
    }

    @Test func validationMessagesAreInTheUsersLanguage() {
        let (harness, _) = Self.harness(language: .korean)
        let messages = harness.changes(Self.messages)
        harness.run([(100, .typeEmail("ada@")), (110, .typePassword("1"))])
        #expect(
            messages.events.last
                == .next(110, ["올바른 이메일 주소를 입력하세요.", "6자 이상 입력해 주세요.", nil, nil]))
    }

    @Test func passwordMessageComesFromThePolicy() {
        let rules = CredentialRules(passwordPolicy: PasswordPolicy(requiredCharacterClasses: [.digit]))
        let (harness, _) = Self.harness(rules: rules)
        let message = harness.changes { $0.passwordField.message }
        harness.run([(100, .typePassword("analytical")), (110, .typePassword("analytical1"))])
        #expect(message.events == nexts([(0, nil), (100, "Include a number."), (110, nil)]))
    }

    @Test func signUpSendsTheFormAndSpinnerRunsWhileInFlight() {
        let created = AuthUser(
            uid: "new", email: "ada@example.com", displayName: "Ada", providerIDs: ["password"])
        let (harness, calls) = Self.harness(result: .success(created))
        let spinner = harness.changes(\.isSpinnerRunning)
        let signedUp = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedUp) }
        harness.run(Self.filledIn + [(200, .signUp), (210, .signUp)])
        #expect(calls.times == [200])
        #expect(calls.arguments == [["ada@example.com", "analytical", "Ada"]])
        #expect(spinner.events == nexts([(0, false), (200, true), (250, false)]))
        #expect(signedUp.events == nexts([(0, nil), (250, created)]))
    }

    /// The name is optional, as in the CLI and the REST API: without one the form is valid and no name
    /// is sent (issue 33, item 4).
    @Test func signUpWithoutANameSendsNoName() {
        let created = AuthUser(uid: "new", email: "ada@example.com", providerIDs: ["password"])
        let (harness, calls) = Self.harness(result: .success(created))
        let valid = harness.changes(\.isFormValid)
        harness.run(Array(Self.filledIn.prefix(3)) + [(140, .typeDisplayName("   ")), (200, .signUp)])
        #expect(valid.events == nexts([(0, false), (120, true)]))
        #expect(calls.arguments == [["ada@example.com", "analytical", nil]])
    }

    @Test func emailExistsIsShownUnderTheEmailField() {
        let (harness, calls) = Self.harness(result: .failure(AuthError(.emailExists)))
        let email = harness.changes { $0.emailField.message }
        let spinner = harness.changes(\.isSpinnerRunning)
        harness.run(Self.filledIn + [(200, .signUp), (300, .typeEmail("ada2@example.com"))])
        #expect(
            email.events
                == nexts([(0, nil), (250, "An account already uses this e-mail address."), (300, nil)]))
        #expect(spinner.events == nexts([(0, false), (200, true), (250, false)]))
        #expect(calls.times == [200])
    }

    @Test func emailExistsIsShownInKorean() {
        let (harness, _) = Self.harness(language: .korean, result: .failure(AuthError(.emailExists)))
        let email = harness.changes { $0.emailField.message }
        harness.run(Self.filledIn + [(200, .signUp)])
        #expect(email.events == nexts([(0, nil), (250, "이미 사용 중인 이메일 주소입니다.")]))
    }

    @Test func weakPasswordFromServerIsShownUnderThePasswordField() {
        let (harness, _) = Self.harness(
            result: .failure(AuthError(.weakPassword, detail: "Password should be at least 8 characters")))
        let password = harness.changes { $0.passwordField.message }
        harness.run(Self.filledIn + [(200, .signUp)])
        #expect(
            password.events
                == nexts([
                    (0, nil),
                    (
                        250,
                        "The password is too weak. Please choose a stronger one. Use at least 8 characters."
                    ),
                ]))
    }

    @Test func otherServerErrorsAreShownOnTheScreenAndClearedOnRetry() {
        let (harness, calls) = Self.harness(result: .failure(AuthError(.tooManyAttempts)))
        let error = harness.changes(\.errorMessage)
        let spinner = harness.changes(\.isSpinnerRunning)
        harness.run(Self.filledIn + [(200, .signUp), (300, .signUp)])
        let message = "Too many attempts. Please try again later."
        #expect(error.events == nexts([(0, nil), (250, message), (300, nil), (350, message)]))
        #expect(spinner.events == nexts([(0, false), (200, true), (250, false), (300, true), (350, false)]))
        #expect(calls.times == [200, 300])
    }

    @Test func initializeResetsTheForm() {
        let (harness, _) = Self.harness()
        let emailMessage = harness.changes { $0.emailField.message }
        harness.run([
            (100, .typeEmail("ada")), (110, .field(.email, .beganEditing)), (120, .signUp),
            (150, .initialize),
        ])
        #expect(
            emailMessage.events
                == nexts([(0, nil), (100, "Please enter a valid e-mail address."), (150, nil)]))
        #expect(harness.reactor.currentState == SignUpReactor.State())
    }
}
