import AuthClient
import AuthModel
import LoginFeature
import RxCore
import RxTesting
import Testing

/// The Input/Output sign-in view model on virtual time. Outputs are Drivers/Signals built inside
/// `SharingScheduler.mock`, so they deliver on the test scheduler: each hop to it lands one tick after
/// the input that caused it (the scheduler's simulated processing delay), e.g. a keystroke at 210 shows
/// at 211.
struct SignInViewModelTests {
    /// Inputs as hot observables, the view model's output, and a dispose bag for the recorders.
    private struct Harness {
        let scheduler: TestScheduler
        let bag = DisposeBag()
        let email: TestableObservable<String>
        let password: TestableObservable<String>
        let taps: TestableObservable<Void>
        let output: SignInViewModel.Output

        init(
            language: AuthLanguage = .english,
            email: [(TestTime, String)], password: [(TestTime, String)], taps: [TestTime] = [],
            build: (TestScheduler) -> AuthClient = { _ in .unstubbed }
        ) {
            let scheduler = TestScheduler(initialClock: 0)
            self.scheduler = scheduler
            self.email = scheduler.createHotObservable(nexts(email))
            self.password = scheduler.createHotObservable(nexts(password))
            self.taps = scheduler.createHotObservable(taps.map { Recorded.next($0, ()) })
            let viewModel = SignInViewModel(client: build(scheduler), language: language)
            let input = SignInViewModel.Input(
                email: self.email.asObservable(), password: self.password.asObservable(),
                signInTaps: self.taps.asObservable())
            output = SharingScheduler.mock(scheduler: scheduler) { viewModel.transform(input: input) }
        }

        func record<Source: ObservableConvertibleType>(_ output: Source) -> TestableObserver<Source.Element> {
            LoginFeatureTests.record(at: 200, on: scheduler, bag: bag) { output }
        }
    }

    private static let validEmail = "ada@example.com"
    private static let validPassword = "correct horse"

    /// A client whose signIn answers `result` 50 ticks after each call, logging the calls.
    private static func client(
        _ log: CallLog<[String]>, on scheduler: TestScheduler, result: Result<AuthUser, AuthError>
    ) -> AuthClient {
        var client = AuthClient.unstubbed
        client.signIn = { email, password in
            log.record([email, password])
            switch result {
            case .success(let user): return single(reply(user, after: 50, on: scheduler))
            case .failure(let error): return single(failure(error, after: 50, on: scheduler))
            }
        }
        return client
    }

    // MARK: - Validity on every keystroke

    @Test func emailIndicatorFollowsValidityOnEveryKeystroke() {
        let harness = Harness(
            email: [
                (210, "a"), (220, "ada@"), (230, "ada@example.com"), (240, " ada@example.com "),
                (250, "ada@@example.com"), (260, "ada@example"),
            ],
            password: [])
        let valid = harness.record(harness.output.isEmailValid)
        harness.scheduler.start()
        // "ada@example" is valid by the WHATWG grammar (a single-label domain); spaces around are ignored.
        #expect(valid.events == nexts([(211, false), (231, true), (251, false), (261, true)]))
        #expect(harness.email.subscriptions == [Subscription(200)])
    }

    @Test func passwordIndicatorFollowsValidityOnEveryKeystroke() {
        let harness = Harness(
            email: [], password: [(210, "12345"), (220, "123456"), (230, "1234567"), (240, "")])
        let valid = harness.record(harness.output.isPasswordValid)
        harness.scheduler.start()
        #expect(valid.events == nexts([(211, false), (221, true), (241, false)]))
    }

    @Test func loginButtonEnabledOnlyWhileBothFieldsValid() {
        let harness = Harness(
            email: [(210, "ada"), (230, Self.validEmail), (250, "ada@")],
            password: [(220, "secret"), (240, "short")])
        let formValid = harness.record(harness.output.isFormValid)
        let enabled = harness.record(harness.output.isSignInEnabled)
        harness.scheduler.start()
        #expect(formValid.events == nexts([(221, false), (231, true), (241, false)]))
        // The button also waits for the activity tracker's first value (nothing in flight).
        #expect(enabled.events == nexts([(221, false), (231, true), (241, false)]))
    }

    @Test func derivedStreamsAreShared() {
        let harness = Harness(email: [(210, Self.validEmail)], password: [(210, "secret")])
        let first = harness.record(harness.output.isEmailValid)
        let second = harness.record(harness.output.isEmailValid)
        let form = harness.record(harness.output.isFormValid)
        harness.scheduler.start()
        #expect(first.events == nexts([(211, true)]))
        #expect(second.events == nexts([(211, true)]))
        #expect(form.events == nexts([(211, true)]))
        // One subscription to the e-mail text feeds both drivers and the form's validity.
        #expect(harness.email.subscriptions == [Subscription(200)])
    }

    // MARK: - Submitting

    @Test func tapSendsLatestCredentials() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, "grace@example.com"), (230, Self.validEmail)],
            password: [(220, "first password"), (240, Self.validPassword)], taps: [300],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .success(Fixture.user))
            })
        let signedIn = harness.record(harness.output.signedIn)
        harness.scheduler.start()
        #expect(calls.calls.map(\.time) == [300])
        #expect(calls.arguments == [[Self.validEmail, Self.validPassword]])
        #expect(signedIn.events == nexts([(351, Fixture.user)]))
    }

    @Test func validCredentialsNavigateToNextScreenOncePerSuccess() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, Self.validEmail)], password: [(210, Self.validPassword)], taps: [300, 500],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .success(Fixture.user))
            })
        let signedIn = harness.record(harness.output.signedIn)
        let alerts = harness.record(harness.output.alert)
        harness.scheduler.start()
        #expect(calls.times == [300, 500])
        #expect(signedIn.events == nexts([(351, Fixture.user), (551, Fixture.user)]))
        #expect(alerts.events.isEmpty)
    }

    @Test func repeatedTapsWhileInFlightSendNothing() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, Self.validEmail)], password: [(210, Self.validPassword)],
            taps: [300, 310, 350, 360, 420],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .success(Fixture.user))
            })
        let signedIn = harness.record(harness.output.signedIn)
        harness.scheduler.start()
        // 310 and 350 fall inside the first request (the tap at 350 was scheduled before the reply of
        // the same tick); 360 and 420 come after a reply.
        #expect(calls.times == [300, 360, 420])
        #expect(signedIn.events == nexts([(351, Fixture.user), (411, Fixture.user), (471, Fixture.user)]))
    }

    @Test func spinnerRunsWhileRequestInFlightAndButtonDisabled() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, Self.validEmail)], password: [(210, Self.validPassword)], taps: [300],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .success(Fixture.user))
            })
        let spinner = harness.record(harness.output.isSigningIn)
        let enabled = harness.record(harness.output.isSignInEnabled)
        let signedIn = harness.record(harness.output.signedIn)
        harness.scheduler.start()
        #expect(spinner.events == nexts([(201, false), (301, true), (351, false)]))
        #expect(enabled.events == nexts([(211, true), (301, false), (351, true)]))
        #expect(signedIn.events == nexts([(351, Fixture.user)]))
    }

    @Test func failedSignInStopsSpinnerAndShowsAlertWithCancelAndOK() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, Self.validEmail)], password: [(210, "wrong password")], taps: [300],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(
                    calls, on: scheduler, result: .failure(AuthError(.invalidLoginCredentials)))
            })
        let spinner = harness.record(harness.output.isSigningIn)
        let alerts = harness.record(harness.output.alert)
        let signedIn = harness.record(harness.output.signedIn)
        harness.scheduler.start()
        #expect(spinner.events == nexts([(201, false), (301, true), (351, false)]))
        let alert = SignInAlert(
            title: "Log in", message: "The e-mail address or password is incorrect.", actions: [.cancel, .ok])
        #expect(alerts.events == nexts([(351, alert)]))
        #expect(signedIn.events.isEmpty)
        #expect(calls.times == [300])
    }

    @Test func failedSignInAlertIsInTheUsersLanguage() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            language: .korean,
            email: [(210, Self.validEmail)], password: [(210, "wrong password")], taps: [300],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .failure(AuthError(.userDisabled)))
            })
        let alerts = harness.record(harness.output.alert)
        harness.scheduler.start()
        let alert = SignInAlert(title: "로그인", message: "사용이 중지된 계정입니다.", actions: [.cancel, .ok])
        #expect(alerts.events == nexts([(351, alert)]))
    }

    @Test func invalidCredentialsOnTapShowWarningAlertWithCancelOnly() {
        // The unstubbed client records an issue if anything is sent.
        let harness = Harness(email: [(210, "ada@")], password: [(210, "12345")], taps: [300])
        let alerts = harness.record(harness.output.alert)
        let spinner = harness.record(harness.output.isSigningIn)
        harness.scheduler.start()
        let warning = SignInAlert(
            title: "Warning!", message: "Invalid e-mail or password.", actions: [.cancel])
        #expect(alerts.events == nexts([(301, warning)]))
        #expect(spinner.events == nexts([(201, false)]))
    }

    @Test func cancelledRequestShowsNoAlert() {
        var calls: CallLog<[String]>!
        let harness = Harness(
            email: [(210, Self.validEmail)], password: [(210, Self.validPassword)], taps: [300],
            build: { scheduler in
                calls = CallLog(scheduler)
                return Self.client(calls, on: scheduler, result: .failure(AuthError(.cancelled)))
            })
        let alerts = harness.record(harness.output.alert)
        let spinner = harness.record(harness.output.isSigningIn)
        harness.scheduler.start()
        #expect(alerts.events.isEmpty)
        #expect(spinner.events == nexts([(201, false), (301, true), (351, false)]))
        #expect(calls.times == [300])
    }
}
