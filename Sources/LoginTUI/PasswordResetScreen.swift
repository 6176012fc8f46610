import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The password-reset screen in two steps: the e-mail address and "send reset e-mail"; then the code
/// from that e-mail, a new password and its confirmation. Each outcome ("e-mail sent", "password
/// changed") is an alert; after the change its OK goes back to sign-in, as does Esc at any time. Enter
/// in the e-mail field sends the e-mail, Enter in the last field changes the password; while a request
/// runs the form is locked and Esc cancels it (``RequestLock``).
public final class PasswordResetScreen: RequestForm, ReactorView {
    public let window: Window
    public let emailField: TextField
    public let emailMark = ValidityMark(isHidden: true)
    public let sendButton: Button
    public let codeField: TextField
    public let newPasswordField: TextField
    public let newPasswordMark = ValidityMark(isHidden: true)
    public let confirmationField: TextField
    public let confirmationMark = ValidityMark(isHidden: true)
    public let changeButton: Button
    public let errorLabel = Label(color: .red)
    public let spinner: Spinner

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    /// - Parameter codeHint: where the user finds the code (e.g. the embedded server's outbox), shown
    ///   above the code field instead of the general explanation.
    public init(reactor: PasswordResetReactor, language: AuthLanguage, codeHint: String? = nil) {
        self.language = language
        window = .screen(width: 44, language: language)
        emailField = TextField(label: LoginText.emailLabel.localized(in: language))
        sendButton = Button(title: LoginText.sendResetEmailButton.localized(in: language), isEnabled: false)
        codeField = TextField(label: LoginText.resetCodeLabel.localized(in: language))
        newPasswordField = .password(label: .newPasswordLabel, language: language)
        confirmationField = .password(label: .passwordConfirmationLabel, language: language)
        changeButton = Button(title: LoginText.changePasswordButton.localized(in: language), isEnabled: false)
        spinner = Spinner(title: RequestLock.spinnerTitle(.working, language: language))
        let title = ScreenText.passwordResetTitle.localized(in: language)
        window.add(Label(text: title, isBold: true, alignment: .center))
        window.add(emailField, accessory: emailMark)
        window.add(sendButton)
        let explanation = codeHint ?? ScreenText.resetCodeHint.localized(in: language)
        codeSteps.append(Label(text: explanation, color: .grey, wrapsText: true))
        window.add(codeSteps[0])
        window.add(codeField)
        window.add(newPasswordField, accessory: newPasswordMark)
        window.add(confirmationField, accessory: confirmationMark)
        window.add(changeButton)
        codeSteps += [codeField, newPasswordField, confirmationField, changeButton]
        window.add(errorLabel)
        window.add(spinner)
        window.add(
            Label(text: ScreenText.backHintWithoutPassword(in: language), color: .grey, alignment: .center))
        self.reactor = reactor
    }

    /// The widgets of the second step, hidden during the first (their marks follow the state).
    private var codeSteps: [any Widget] = []

    public var navigation: Observable<LoginDestination> { destinations.asObservable() }

    func cancelRequest() {
        reactor?.action.on(.next(.cancel))
    }

    public func handle(_ key: Key) -> Bool {
        if let handled = handleWhileBusy(key) { return handled }
        switch key {
        case .escape:
            destinations.on(.next(.signIn))
            return true
        case .enter where emailField.isFocused && sendButton.isEnabled:
            return sendButton.activate()
        case .enter where confirmationField.isFocused && changeButton.isEnabled:
            return changeButton.activate()
        default:
            return false
        }
    }

    public func bind(reactor: PasswordResetReactor) {
        typealias Action = PasswordResetReactor.Action
        emailField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeEmail($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        codeField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeCode($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        newPasswordField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeNewPassword($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        confirmationField.rx.text.orEmpty.distinctUntilChanged().map { Action.typeConfirmation($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        sendButton.rx.tap.map { Action.requestReset }.bind(to: reactor.action).disposed(by: disposeBag)
        changeButton.rx.tap.map { Action.confirmReset }.bind(to: reactor.action).disposed(by: disposeBag)

        let state = reactor.state
        let fields: [(KeyPath<PasswordResetReactor.State, FieldState>, TextField, ValidityMark?)] = [
            (\.emailField, emailField, emailMark), (\.codeField, codeField, nil),
            (\.newPasswordField, newPasswordField, newPasswordMark),
            (\.confirmationField, confirmationField, confirmationMark),
        ]
        for (keyPath, textField, mark) in fields {
            let field = state.map { $0[keyPath: keyPath] }
            field.map(\.text).distinctUntilChanged().bind(to: textField.rx.stateText).disposed(by: disposeBag)
            field.map { $0.border == .error ? BorderStyle.error : .normal }.distinctUntilChanged()
                .bind(to: textField.rx.borderStyle).disposed(by: disposeBag)
            guard let mark else { continue }
            // A mark shows beside a field with text, and the code step's only during that step.
            let isCodeStepMark = mark !== emailMark
            state.map { $0[keyPath: keyPath].text.isEmpty || (isCodeStepMark && $0.step == .requestEmail) }
                .distinctUntilChanged().bind(to: mark.rx.isHidden).disposed(by: disposeBag)
            field.map(\.isValid).distinctUntilChanged().bind(to: mark.rx.isValid).disposed(by: disposeBag)
        }
        state.map(\.step).distinctUntilChanged()
            .bind(to: Binder(self) { screen, step in screen.show(step) }).disposed(by: disposeBag)
        state.map { $0.emailField.isValid && !$0.isSpinnerRunning && $0.step == .requestEmail }
            .distinctUntilChanged().bind(to: sendButton.rx.isEnabled).disposed(by: disposeBag)
        state.map {
            $0.codeField.isValid && $0.newPasswordField.isValid && $0.confirmationField.isValid
                && !$0.isSpinnerRunning
        }
        .distinctUntilChanged().bind(to: changeButton.rx.isEnabled).disposed(by: disposeBag)
        state.map { state in
            let fields =
                state.step == .requestEmail
                ? [state.emailField] : [state.codeField, state.newPasswordField, state.confirmationField]
            return fields.lazy.compactMap(\.message).first
        }
        .distinctUntilChanged().bind(to: errorLabel.rx.text).disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        reactor.pulse(\.$notice).compactMap { $0 }
            .bind(to: Binder(self) { screen, notice in screen.showNotice(notice) }).disposed(by: disposeBag)
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

    private func show(_ step: PasswordResetStep) {
        let isCodeStep = step != .requestEmail
        for widget in codeSteps { widget.isHidden = !isCodeStep }
        emailField.isEnabled = !isCodeStep
        sendButton.isHidden = isCodeStep
        if isCodeStep { window.focusChain.focus(codeField) }
    }

    private func showNotice(_ notice: String) {
        let isDone = reactor?.currentState.step == .done
        let destinations = destinations
        window.present(
            .notice(
                title: ScreenText.passwordResetTitle.localized(in: language), message: notice,
                language: language,
                handler: isDone ? { destinations.on(.next(.signIn)) } : nil))
    }
}
