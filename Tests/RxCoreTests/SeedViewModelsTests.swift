import RxCore
import RxTesting
import Testing

// View models written the way the seed articles build login screens: an Input/Output view model
// with `transform(input:)` whose login button is enabled by combineLatest of two validity
// streams, and a login tap that picks up the latest credentials with withLatestFrom and checks
// them against an e-mail pattern and password rules. Inputs are plain observables standing in
// for text fields and the button.

private protocol InputOutputViewModel {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// Validity indicators and the login button state for an e-mail/password form.
private struct LoginFormViewModel: InputOutputViewModel {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let loginTap: Observable<Void>
    }

    struct Output {
        let isEmailValid: Observable<Bool>
        let isPasswordValid: Observable<Bool>
        let isLoginEnabled: Observable<Bool>
        let loginTaps: Observable<Void>
    }

    static func looksLikeEmail(_ text: String) -> Bool {
        text.contains("@") && text.contains(".")
    }

    static func isLongEnough(_ password: String) -> Bool {
        password.count > 5
    }

    func transform(input: Input) -> Output {
        let emailValid = input.email.map(Self.looksLikeEmail)
        let passwordValid = input.password.map(Self.isLongEnough)
        let loginEnabled = Observable.combineLatest(emailValid, passwordValid) { $0 && $1 }
            .distinctUntilChanged()
        return Output(
            isEmailValid: emailValid, isPasswordValid: passwordValid, isLoginEnabled: loginEnabled,
            loginTaps: input.loginTap)
    }
}

/// A login tap checked against the credentials typed so far.
private struct LoginAttemptViewModel: InputOutputViewModel {
    struct Input {
        let email: Observable<String>
        let password: Observable<String>
        let loginTap: Observable<Void>
    }

    enum Attempt: Equatable {
        case accepted(email: String)
        case rejected
    }

    static func isLoginPossible(email: String, password: String) -> Bool {
        let pattern = try! Regex("[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}").ignoresCase()
        let emailValid = email.wholeMatch(of: pattern) != nil
        let passwordValid = !password.isEmpty && password.count >= 6
        return emailValid && passwordValid
    }

    func transform(input: Input) -> Observable<Attempt> {
        let credentials = Observable.combineLatest(input.email, input.password)
        return input.loginTap
            .withLatestFrom(credentials)
            .map { email, password in
                Self.isLoginPossible(email: email, password: password) ? .accepted(email: email) : .rejected
            }
    }
}

struct SeedViewModelsTests {
    @Test func loginForm_validityFollowsTyping() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([
            .next(210, ""), .next(220, "kim@"), .next(230, "kim@mail.com"), .next(280, "kim@mail"),
        ])
        let password = scheduler.createHotObservable([
            .next(210, ""), .next(240, "12345"), .next(250, "123456"),
        ])
        let taps = scheduler.createHotObservable([.next(260, ())])
        let output = LoginFormViewModel().transform(
            input: .init(
                email: email.asObservable(), password: password.asObservable(), loginTap: taps.asObservable())
        )

        let emailValid = scheduler.createObserver(Bool.self)
        let passwordValid = scheduler.createObserver(Bool.self)
        let enabled = scheduler.createObserver(Bool.self)
        let tapCount = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) {
            output.isEmailValid.bind(to: emailValid).disposed(by: bag)
            output.isPasswordValid.bind(to: passwordValid).disposed(by: bag)
            output.isLoginEnabled.bind(to: enabled).disposed(by: bag)
            output.loginTaps.map { 1 }.bind(to: tapCount).disposed(by: bag)
        }
        scheduler.start()

        #expect(
            emailValid.events == [.next(210, false), .next(220, false), .next(230, true), .next(280, false)])
        #expect(passwordValid.events == [.next(210, false), .next(240, false), .next(250, true)])
        #expect(enabled.events == [.next(210, false), .next(250, true), .next(280, false)])
        #expect(tapCount.events == [.next(260, 1)])
        #expect(email.subscriptions == [Subscription(200), Subscription(200)])
        #expect(password.subscriptions == [Subscription(200), Subscription(200)])
    }

    @Test func loginForm_buttonStaysDisabledUntilBothFieldsReport() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([.next(210, "kim@mail.com")])
        let password = scheduler.createHotObservable([.next(150, "ignored before subscription")])
        let output = LoginFormViewModel().transform(
            input: .init(
                email: email.asObservable(), password: password.asObservable(), loginTap: .never()))
        let res = scheduler.start { output.isLoginEnabled }
        #expect(res.events == [])
        #expect(password.subscriptions == [Subscription(200, 1000)])
    }

    @Test func loginAttempt_tapUsesLatestCredentials() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([
            .next(210, "kim"), .next(230, "Kim.Lee@Example.org"), .next(270, "kim@localhost"),
        ])
        let password = scheduler.createHotObservable([.next(220, "secret"), .next(250, "12345")])
        let taps = scheduler.createHotObservable([
            .next(205, ()), .next(225, ()), .next(240, ()), .next(260, ()), .next(280, ()),
        ])
        let attempts = LoginAttemptViewModel().transform(
            input: .init(
                email: email.asObservable(), password: password.asObservable(), loginTap: taps.asObservable())
        )
        let res = scheduler.start { attempts }
        #expect(
            res.events == [
                .next(225, .rejected),
                .next(240, .accepted(email: "Kim.Lee@Example.org")),
                .next(260, .rejected),
                .next(280, .rejected),
            ])
        #expect(taps.subscriptions == [Subscription(200, 1000)])
        #expect(email.subscriptions == [Subscription(200, 1000)])
    }

    @Test func loginAttempt_rules() {
        #expect(LoginAttemptViewModel.isLoginPossible(email: "a.b-c@mail.co", password: "123456"))
        #expect(!LoginAttemptViewModel.isLoginPossible(email: "a.b-c@mail.co", password: "12345"))
        #expect(!LoginAttemptViewModel.isLoginPossible(email: "a@b", password: "123456"))
        #expect(!LoginAttemptViewModel.isLoginPossible(email: "", password: ""))
        #expect(LoginAttemptViewModel.isLoginPossible(email: "USER@MAIL.COM", password: "abcdefgh"))
    }

    @Test func loginAttempt_tapsCompletingEndTheStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let email = scheduler.createHotObservable([.next(210, "kim@mail.com")])
        let password = scheduler.createHotObservable([.next(210, "abcdef")])
        let taps = scheduler.createHotObservable([.next(220, ()), .completed(230)])
        let attempts = LoginAttemptViewModel().transform(
            input: .init(
                email: email.asObservable(), password: password.asObservable(), loginTap: taps.asObservable())
        )
        let res = scheduler.start { attempts }
        #expect(res.events == [.next(220, .accepted(email: "kim@mail.com")), .completed(230)])
        #expect(email.subscriptions == [Subscription(200, 230)])
        #expect(password.subscriptions == [Subscription(200, 230)])
    }
}
