import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The sign-in screen (seeds 000, 003 and 004): e-mail or phone number and password with floating labels and validity
/// marks, a login button enabled only while both are valid, a spinner while the request runs, an alert
/// with the localized reason when it fails, and links to sign-up, password reset, and Google and Apple
/// where the server can take them (`providers`).
/// A phone number needs no password: "log in" texts a code and the code screen follows, as it does
/// when the account has a second factor.
/// While the request runs the form is locked and Esc cancels it (``RequestLock``).
///
/// Bound the ReactorKit way: typed text goes in as actions, state comes out through
/// `distinctUntilChanged`, and the error message is shown once per failure. Success needs no binding
/// here: the client publishes the user and the session moves to the home screen.
public final class SignInScreen: RequestForm, ReactorView {
    public let window: Window
    public let emailField: TextField
    public let emailMark = ValidityMark(isHidden: true)
    public let passwordField: TextField
    public let passwordMark = ValidityMark(isHidden: true)
    public let spinner: Spinner
    public let signInButton: Button
    public let signUpButton: Button
    public let resetButton: Button
    public let googleButton: Button
    public let appleButton: Button

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(
        reactor: SignInReactor, language: AuthLanguage,
        providers: Set<SocialProviderKind> = Set(SocialProviderKind.allCases)
    ) {
        self.language = language
        window = .screen(width: 44, language: language)
        window.layout.collapsesHiddenWidgets = true
        emailField = TextField(label: LoginText.emailOrPhoneLabel.localized(in: language))
        passwordField = .password(label: .passwordLabel, language: language)
        spinner = Spinner(title: RequestLock.spinnerTitle(.signingIn, language: language))
        signInButton = Button(title: LoginText.signInButton.localized(in: language), isEnabled: false)
        signUpButton = Button(title: LoginText.signUpButton.localized(in: language))
        resetButton = Button(title: LoginText.resetPasswordButton.localized(in: language))
        googleButton = Button(title: LoginText.signInWithGoogle.localized(in: language))
        appleButton = Button(title: LoginText.signInWithApple.localized(in: language))
        window.add(Label(text: ScreenText.appTitle.localized(in: language), isBold: true, alignment: .center))
        window.add(emailField, accessory: emailMark)
        window.add(passwordField, accessory: passwordMark)
        window.add(spinner)
        for button in [signInButton, signUpButton, resetButton, googleButton, appleButton] {
            window.add(button)
        }
        googleButton.isHidden = !providers.contains(.google)
        appleButton.isHidden = !providers.contains(.apple)
        window.add(Label(text: ScreenText.formHint.localized(in: language), color: .grey, alignment: .center))
        self.reactor = reactor
    }

    public var navigation: Observable<LoginDestination> { destinations.asObservable() }

    func cancelRequest() {
        reactor?.action.on(.next(.cancel))
    }

    /// Esc cancels a request in flight; Enter in the password field logs in when the button is enabled,
    /// and so does Enter after a phone number (which needs no password).
    public func handle(_ key: Key) -> Bool {
        if let handled = handleWhileBusy(key) { return handled }
        let isPhone = reactor?.currentState.phoneNumber != nil
        guard key == .enter, passwordField.isFocused || (emailField.isFocused && isPhone),
            signInButton.isEnabled
        else {
            return false
        }
        return signInButton.activate()
    }

    public func bind(reactor: SignInReactor) {
        // Actions
        emailField.rx.text.orEmpty.distinctUntilChanged().map { SignInReactor.Action.typeEmail($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.distinctUntilChanged().map { SignInReactor.Action.typePassword($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        signInButton.rx.tap.map { SignInReactor.Action.signIn }.bind(to: reactor.action).disposed(
            by: disposeBag)
        Observable.merge(
            signUpButton.rx.tap.map { LoginDestination.signUp },
            resetButton.rx.tap.map { LoginDestination.passwordReset },
            googleButton.rx.tap.map { LoginDestination.socialSignIn(.google) },
            appleButton.rx.tap.map { LoginDestination.socialSignIn(.apple) }
        )
        .bind(to: destinations).disposed(by: disposeBag)
        Observable.merge(
            reactor.pulse(\.$phoneVerification).compactMap { $0 },
            reactor.pulse(\.$secondFactorChallenge).compactMap { $0 }.map {
                VerificationCodePurpose.secondFactor($0)
            }
        )
        .map { LoginDestination.verificationCode($0) }
        .bind(to: destinations).disposed(by: disposeBag)

        // State
        let state = reactor.state
        state.map(\.email).distinctUntilChanged().bind(to: emailField.rx.stateText).disposed(by: disposeBag)
        state.map(\.password).distinctUntilChanged().bind(to: passwordField.rx.stateText)
            .disposed(by: disposeBag)
        state.map(\.emailField.text.isEmpty).distinctUntilChanged().bind(to: emailMark.rx.isHidden)
            .disposed(by: disposeBag)
        state.map(\.emailField.isValid).distinctUntilChanged().bind(to: emailMark.rx.isValid)
            .disposed(by: disposeBag)
        state.map { $0.passwordField.text.isEmpty || $0.phoneNumber != nil }.distinctUntilChanged()
            .bind(to: passwordMark.rx.isHidden)
            .disposed(by: disposeBag)
        state.map(\.passwordField.isValid).distinctUntilChanged().bind(to: passwordMark.rx.isValid)
            .disposed(by: disposeBag)
        state.map(\.emailField.labelTint).distinctUntilChanged().map { Color.label(for: $0) }
            .bind(to: emailField.rx.labelColor).disposed(by: disposeBag)
        state.map(\.isSignInEnabled).distinctUntilChanged().bind(to: signInButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        state.map(\.errorMessage).distinctUntilChanged().compactMap { $0 }
            .bind(to: Binder(self) { screen, message in screen.showFailure(message) })
            .disposed(by: disposeBag)
    }

    private func showFailure(_ message: String) {
        window.present(
            .notice(
                title: LoginText.alertTitle(for: message, in: language), message: message, language: language)
        )
    }
}
