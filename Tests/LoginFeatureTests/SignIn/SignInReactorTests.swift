import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxReactor
import RxTesting
import Testing

/// The ReactorKit-style sign-in reactor: actions sent at virtual times, every state recorded.
struct SignInReactorTests {
    /// The parts of the state these tests follow.
    private struct Snapshot: Equatable {
        var email = ""
        var password = ""
        var spinner = false
        var error: String?

        init(email: String = "", password: String = "", spinner: Bool = false, error: String? = nil) {
            self.email = email
            self.password = password
            self.spinner = spinner
            self.error = error
        }

        init(_ state: SignInReactor.State) {
            self.init(
                email: state.email, password: state.password, spinner: state.isSpinnerRunning,
                error: state.errorMessage)
        }
    }

    private static let email = "ada@example.com"
    private static let password = "correct horse"

    private final class Harness {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        var calls: CallLog<[String]>
        let reactor: SignInReactor

        init(language: AuthLanguage = .english, results: [Result<AuthUser, AuthError>] = []) {
            let scheduler = scheduler
            let calls = CallLog<[String]>(scheduler)
            self.calls = calls
            var client = AuthClient.unstubbed
            let remaining = ResultQueue(results)
            client.signIn = { email, password in
                calls.record([email, password])
                switch remaining.next() {
                case .success(let user): return single(reply(user, after: 50, on: scheduler))
                case .failure(let error): return single(failure(error, after: 50, on: scheduler))
                }
            }
            reactor = SignInReactor(client: client, language: language)
        }

        func snapshots() -> TestableObserver<Snapshot> {
            record(on: scheduler, bag: bag) { self.reactor.state.map(Snapshot.init) }
        }

        func send(_ actions: [(TestTime, SignInReactor.Action)]) {
            LoginFeatureTests.send(actions, to: reactor.action, on: scheduler)
        }
    }

    private static let typing: [(TestTime, SignInReactor.Action)] = [
        (100, .typeEmail(email)), (110, .typePassword(password)),
    ]

    @Test func typedTextFlowsIntoStateOnEveryKeystroke() {
        let harness = Harness()
        let states = harness.snapshots()
        harness.send([(100, .typeEmail("a")), (101, .typeEmail("ad")), (110, .typePassword("p"))])
        harness.scheduler.start()
        #expect(
            states.events
                == nexts([
                    (0, Snapshot()), (100, Snapshot(email: "a")), (101, Snapshot(email: "ad")),
                    (110, Snapshot(email: "ad", password: "p")),
                ]))
    }

    @Test func spinnerOnExactlyWhileRequestRuns() {
        let harness = Harness(results: [.success(Fixture.user)])
        let states = harness.snapshots()
        harness.send(Self.typing + [(200, .signIn)])
        harness.scheduler.start()
        let typed = Snapshot(email: Self.email, password: Self.password)
        var running = typed
        running.spinner = true
        #expect(
            states.events
                == nexts([
                    (0, Snapshot()), (100, Snapshot(email: Self.email)), (110, typed),
                    (200, typed), (200, running),  // error cleared, spinner on
                    (250, running), (250, typed),  // signed in, spinner off
                ]))
        #expect(harness.calls.times == [200])
        #expect(harness.calls.arguments == [[Self.email, Self.password]])
    }

    /// Wrong credentials clear the password (issue 33, item 11): the next attempt starts from an empty
    /// field, not from the password that did not work.
    @Test func spinnerStopsAfterFailureAndErrorBecomesMessage() {
        let harness = Harness(results: [.failure(AuthError(.invalidLoginCredentials))])
        let states = harness.snapshots()
        let spinner = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.isSpinnerRunning).distinctUntilChanged()
        }
        harness.send(Self.typing + [(200, .signIn)])
        harness.scheduler.start()
        #expect(spinner.events == nexts([(0, false), (200, true), (250, false)]))
        let message = "The e-mail address or password is incorrect."
        #expect(
            states.events.suffix(3)
                == nexts([
                    (250, Snapshot(email: Self.email, password: "", spinner: true, error: nil)),
                    (250, Snapshot(email: Self.email, password: "", spinner: true, error: message)),
                    (250, Snapshot(email: Self.email, password: "", spinner: false, error: message)),
                ]))
        #expect(harness.reactor.currentState.signedIn == nil)
    }

    @Test func aFailureThatIsNotTheCredentialsKeepsThePassword() {
        let harness = Harness(results: [.failure(AuthError(.timedOut))])
        harness.send(Self.typing + [(200, .signIn)])
        harness.scheduler.start()
        #expect(harness.reactor.currentState.password == Self.password)
        #expect(harness.reactor.currentState.errorMessage != nil)
    }

    @Test func serverErrorMessageIsInTheUsersLanguage() {
        let harness = Harness(language: .korean, results: [.failure(AuthError(.invalidLoginCredentials))])
        let errors = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.errorMessage).distinctUntilChanged()
        }
        harness.send(Self.typing + [(200, .signIn)])
        harness.scheduler.start()
        #expect(errors.events == nexts([(0, nil), (250, "이메일 주소 또는 비밀번호가 올바르지 않습니다.")]))
    }

    @Test func signedInPulseFiresOncePerSuccess() {
        let harness = Harness(results: [.success(Fixture.user), .success(Fixture.user)])
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        harness.send(Self.typing + [(200, .signIn), (300, .typeEmail(Self.email)), (400, .signIn)])
        harness.scheduler.start()
        // The initial value on subscription, then one event per success (the same user twice), and none
        // for the other state changes (typing, spinner).
        #expect(signedIn.events == nexts([(0, nil), (250, Fixture.user), (450, Fixture.user)]))
        #expect(harness.calls.times == [200, 400])
    }

    @Test func repeatedSignInWhileInFlightSendsNothing() {
        let harness = Harness(results: [.success(Fixture.user)])
        let spinner = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.isSpinnerRunning).distinctUntilChanged()
        }
        harness.send(Self.typing + [(200, .signIn), (210, .signIn), (249, .signIn)])
        harness.scheduler.start()
        #expect(harness.calls.times == [200])
        #expect(spinner.events == nexts([(0, false), (200, true), (250, false)]))
    }

    @Test func invalidCredentialsAreNotSentAndShowMessage() {
        let harness = Harness()
        let states = harness.snapshots()
        harness.send([(100, .typeEmail("ada@")), (110, .typePassword("12345")), (200, .signIn)])
        harness.scheduler.start()
        #expect(
            states.events.last
                == .next(
                    200, Snapshot(email: "ada@", password: "12345", error: "Invalid e-mail or password.")))
        #expect(harness.calls.times.isEmpty)
    }

    @Test func initializeResetsWholeState() {
        let harness = Harness(results: [.failure(AuthError(.userDisabled))])
        let states = harness.snapshots()
        harness.send(
            Self.typing + [(120, .field(.password, .beganEditing)), (200, .signIn), (300, .initialize)])
        harness.scheduler.start()
        #expect(states.events.last == .next(300, Snapshot()))
        #expect(harness.reactor.currentState == SignInReactor.State())
    }

    @Test func initializeDuringRequestAbandonsIt() {
        let harness = Harness(results: [.success(Fixture.user)])
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        let spinner = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.isSpinnerRunning).distinctUntilChanged()
        }
        harness.send(Self.typing + [(200, .signIn), (220, .initialize)])
        harness.scheduler.start()
        #expect(spinner.events == nexts([(0, false), (200, true), (220, false)]))
        #expect(signedIn.events == nexts([(0, nil)]))
    }

    @Test func cancelDuringRequestAbandonsItAndKeepsTheForm() {
        let harness = Harness(results: [.success(Fixture.user)])
        let signedIn = record(on: harness.scheduler, bag: harness.bag) { harness.reactor.pulse(\.$signedIn) }
        let states = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(Snapshot.init).distinctUntilChanged()
        }
        harness.send(Self.typing + [(200, .signIn), (220, .cancel), (300, .cancel)])
        harness.scheduler.start()
        #expect(
            states.events.suffix(2)
                == nexts([
                    (200, Snapshot(email: Self.email, password: Self.password, spinner: true)),
                    (220, Snapshot(email: Self.email, password: Self.password)),
                ]))
        #expect(signedIn.events == nexts([(0, nil)]))
    }

    @Test func emailLabelTurnsGreenWhileEmailValid() {
        let harness = Harness()
        let valid = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.emailField.isValid).distinctUntilChanged()
        }
        harness.send([(100, .typeEmail("ada@")), (110, .typeEmail(Self.email)), (120, .typeEmail("ada@-x"))])
        harness.scheduler.start()
        #expect(valid.events == nexts([(0, false), (110, true), (120, false)]))
    }

    @Test func backgroundTapHidesKeyboard() {
        let harness = Harness()
        let keyboard = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.isKeyboardVisible).distinctUntilChanged()
        }
        let raised = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map { [$0.emailField.isLabelRaised, $0.passwordField.isLabelRaised] }
                .distinctUntilChanged()
        }
        harness.send([
            (100, .field(.email, .beganEditing)), (110, .typeEmail("a")),
            (120, .field(.password, .beganEditing)),
            (130, .field(.password, .backgroundTapped)),
        ])
        harness.scheduler.start()
        #expect(keyboard.events == nexts([(0, false), (100, true), (130, false)]))
        // The e-mail label stays up once it has text; the password label falls when editing ends empty.
        #expect(
            raised.events
                == nexts([
                    (0, [false, false]), (100, [true, false]), (120, [true, true]), (130, [true, false]),
                ]))
    }

    @Test func passwordRevealToggleShowsAndHidesText() {
        let harness = Harness()
        let hidden = record(on: harness.scheduler, bag: harness.bag) {
            harness.reactor.state.map(\.passwordField.isTextHidden).distinctUntilChanged()
        }
        harness.send([(100, .field(.password, .toggledReveal)), (110, .field(.password, .toggledReveal))])
        harness.scheduler.start()
        #expect(hidden.events == nexts([(0, true), (100, false), (110, true)]))
    }
}

/// Hands out results in order, one per call; a call beyond them is an issue and fails.
final class ResultQueue<Success>: @unchecked Sendable {
    private var results: [Result<Success, AuthError>]

    init(_ results: [Result<Success, AuthError>]) {
        self.results = results
    }

    func next() -> Result<Success, AuthError> {
        guard !results.isEmpty else {
            Issue.record("more calls than prepared results")
            return .failure(AuthError(.unknown))
        }
        return results.removeFirst()
    }
}
