import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The sign-up screen: e-mail, name, password and its confirmation (seed 001's marks beside the
/// password and the confirmation, one error label, the confirmation boxed in red while it differs), a
/// button enabled while the form is valid, a spinner while the request runs. Field errors from the
/// server show in the error label; other failures in an alert. Esc goes back to sign-in; while the
/// request runs the form is locked, and Esc says that the account being created cannot be cancelled.
public final class SignUpScreen: RequestForm, ReactorView {
    public let window: Window
    public let emailField: TextField
    public let emailMark = ValidityMark(isHidden: true)
    public let nameField: TextField
    public let passwordField: TextField
    public let passwordMark = ValidityMark(isHidden: true)
    public let confirmationField: TextField
    public let confirmationMark = ValidityMark(isHidden: true)
    public let errorLabel = Label(color: .red)
    public let spinner: Spinner
    public let signUpButton: Button

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: SignUpReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 44, language: language)
        emailField = TextField(label: LoginText.emailLabel.localized(in: language))
        nameField = TextField(label: LoginText.displayNameLabel.localized(in: language))
        passwordField = .password(label: .passwordLabel, language: language)
        confirmationField = .password(label: .passwordConfirmationLabel, language: language)
        // No "Esc cancels": an account asked for cannot be taken back (``isCancellable``).
        spinner = Spinner(title: ScreenText.working.localized(in: language))
        signUpButton = Button(title: LoginText.signUpButton.localized(in: language), isEnabled: false)
        window.add(
            Label(text: ScreenText.signUpTitle.localized(in: language), isBold: true, alignment: .center))
        window.add(emailField, accessory: emailMark)
        window.add(nameField)
        window.add(passwordField, accessory: passwordMark)
        window.add(confirmationField, accessory: confirmationMark)
        window.add(errorLabel)
        window.add(spinner)
        window.add(signUpButton)
        window.add(Label(text: ScreenText.backHint.localized(in: language), color: .grey, alignment: .center))
        self.reactor = reactor
    }

    public var navigation: Observable<LoginDestination> { destinations.asObservable() }

    var isCancellable: Bool { false }

    func cancelRequest() {
        reactor?.action.on(.next(.cancel))
    }

    /// Esc cancels a request in flight, else goes back; Enter in the confirmation field signs up when
    /// the button is enabled.
    public func handle(_ key: Key) -> Bool {
        if let handled = handleWhileBusy(key) { return handled }
        if key == .escape {
            destinations.on(.next(.signIn))
            return true
        }
        guard key == .enter, confirmationField.isFocused, signUpButton.isEnabled else { return false }
        return signUpButton.activate()
    }

    public func bind(reactor: SignUpReactor) {
        typealias Action = SignUpReactor.Action
        emailField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeEmail($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        nameField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeDisplayName($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        passwordField.rx.text.orEmpty.distinctUntilChanged().map { Action.typePassword($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        confirmationField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeConfirmation($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        signUpButton.rx.tap.map { Action.signUp }.bind(to: reactor.action).disposed(by: disposeBag)

        let state = reactor.state
        bind(state.map(\.emailField), to: emailField, mark: emailMark)
        bind(state.map(\.displayNameField), to: nameField, mark: nil)
        bind(state.map(\.passwordField), to: passwordField, mark: passwordMark)
        bind(state.map(\.confirmationField), to: confirmationField, mark: confirmationMark)
        state.map { state in
            [state.emailField, state.displayNameField, state.passwordField, state.confirmationField]
                .lazy.compactMap(\.message).first
        }
        .distinctUntilChanged()
        .bind(to: errorLabel.rx.text).disposed(by: disposeBag)
        state.map { $0.isFormValid && $0.isSignUpEnabled }.distinctUntilChanged()
            .bind(to: signUpButton.rx.isEnabled).disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        state.map(\.errorMessage).distinctUntilChanged().compactMap { $0 }
            .bind(
                to: Binder(self) { screen, message in
                    screen.window.present(
                        .notice(
                            title: LoginText.alertTitle(for: message, in: screen.language), message: message,
                            language: screen.language))
                }
            )
            .disposed(by: disposeBag)
    }

    /// Text, mark (shown once there is text), error border and label colour of one field.
    private func bind(_ field: Observable<FieldState>, to textField: TextField, mark: ValidityMark?) {
        field.map(\.text).distinctUntilChanged().bind(to: textField.rx.stateText).disposed(by: disposeBag)
        field.map { $0.border == .error ? BorderStyle.error : .normal }.distinctUntilChanged()
            .bind(to: textField.rx.borderStyle).disposed(by: disposeBag)
        field.map(\.labelTint).distinctUntilChanged().map { Color.label(for: $0) }
            .bind(to: textField.rx.labelColor).disposed(by: disposeBag)
        guard let mark else { return }
        field.map(\.text.isEmpty).distinctUntilChanged().bind(to: mark.rx.isHidden).disposed(by: disposeBag)
        field.map(\.isValid).distinctUntilChanged().bind(to: mark.rx.isValid).disposed(by: disposeBag)
    }
}
