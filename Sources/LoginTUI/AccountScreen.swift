import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The signed-in user's details, from home: the name with "save name", the e-mail address with "change
/// e-mail", a new password and its confirmation with "change password" (``AccountReactor``). Enter in a
/// field saves what that field belongs to; each success is an alert; Esc or "Back" goes home (or
/// cancels a request in flight, ``RequestLock``). Taller than a small terminal: it scrolls.
public final class AccountScreen: RequestForm, ReactorView {
    public let window: Window
    public let nameField: TextField
    public let saveNameButton: Button
    public let emailField: TextField
    public let emailMark = ValidityMark(isHidden: true)
    public let changeEmailButton: Button
    public let newPasswordField: TextField
    public let newPasswordMark = ValidityMark(isHidden: true)
    public let confirmationField: TextField
    public let confirmationMark = ValidityMark(isHidden: true)
    public let changePasswordButton: Button
    public let messageLabel = Label(color: .red, wrapsText: true)
    public let spinner: Spinner
    public let backButton: Button

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: AccountReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 44, language: language)
        nameField = TextField(label: LoginText.displayNameLabel.localized(in: language))
        saveNameButton = Button(title: LoginText.saveNameButton.localized(in: language), isEnabled: false)
        emailField = TextField(label: LoginText.emailLabel.localized(in: language))
        changeEmailButton = Button(title: LoginText.changeEmailButton.localized(in: language), isEnabled: false)
        newPasswordField = .password(label: .newPasswordLabel, language: language)
        confirmationField = .password(label: .passwordConfirmationLabel, language: language)
        changePasswordButton = Button(
            title: LoginText.changePasswordButton.localized(in: language), isEnabled: false)
        spinner = Spinner(title: RequestLock.spinnerTitle(.working, language: language))
        backButton = Button(title: ScreenText.backButton.localized(in: language))
        window.add(Label(text: ScreenText.accountTitle.localized(in: language), isBold: true, alignment: .center))
        window.add(nameField)
        window.add(saveNameButton)
        window.add(emailField, accessory: emailMark)
        window.add(changeEmailButton)
        window.add(newPasswordField, accessory: newPasswordMark)
        window.add(confirmationField, accessory: confirmationMark)
        window.add(changePasswordButton)
        window.add(messageLabel)
        window.add(spinner)
        window.add(backButton)
        window.add(
            Label(
                text: ScreenText.scrollHint.localized(in: language), color: .grey, alignment: .center,
                wrapsText: true))
        self.reactor = reactor
    }

    public var navigation: Observable<LoginDestination> { destinations.asObservable() }

    func cancelRequest() {
        reactor?.action.on(.next(.cancel))
    }

    public func handle(_ key: Key) -> Bool {
        if let handled = handleWhileBusy(key) { return handled }
        switch key {
        case .escape:
            destinations.on(.next(.home))
            return true
        case .enter where nameField.isFocused:
            return saveNameButton.activate()
        case .enter where emailField.isFocused:
            return changeEmailButton.activate()
        case .enter where confirmationField.isFocused:
            return changePasswordButton.activate()
        default:
            return false
        }
    }

    public func bind(reactor: AccountReactor) {
        typealias Action = AccountReactor.Action
        saveNameButton.rx.tap.map { Action.saveName }.bind(to: reactor.action).disposed(by: disposeBag)
        changeEmailButton.rx.tap.map { Action.changeEmail }.bind(to: reactor.action).disposed(by: disposeBag)
        changePasswordButton.rx.tap.map { Action.changePassword }.bind(to: reactor.action)
            .disposed(by: disposeBag)
        backButton.rx.tap.map { LoginDestination.home }.bind(to: destinations).disposed(by: disposeBag)

        let state = reactor.state
        let fields: [(KeyPath<AccountReactor.State, FieldState>, TextField, ValidityMark?)] = [
            (\.nameField, nameField, nil), (\.emailField, emailField, emailMark),
            (\.newPasswordField, newPasswordField, newPasswordMark),
            (\.confirmationField, confirmationField, confirmationMark),
        ]
        for (keyPath, textField, mark) in fields {
            let field = state.map { $0[keyPath: keyPath] }
            field.map(\.text).distinctUntilChanged().bind(to: textField.rx.stateText).disposed(by: disposeBag)
            field.map { $0.border == .error ? BorderStyle.error : .normal }.distinctUntilChanged()
                .bind(to: textField.rx.borderStyle).disposed(by: disposeBag)
            guard let mark else { continue }
            field.map(\.text.isEmpty).distinctUntilChanged().bind(to: mark.rx.isHidden).disposed(by: disposeBag)
            field.map(\.isValid).distinctUntilChanged().bind(to: mark.rx.isValid).disposed(by: disposeBag)
        }
        // After the state: the fields start with the user's name and address, which they then echo.
        let inputs: [(TextField, (String) -> Action)] = [
            (nameField, Action.typeName), (emailField, Action.typeEmail),
            (newPasswordField, Action.typeNewPassword), (confirmationField, Action.typeConfirmation),
        ]
        for (field, action) in inputs {
            field.rx.text.orEmpty.distinctUntilChanged().map(action).bind(to: reactor.action)
                .disposed(by: disposeBag)
        }
        state.map(\.isSaveNameEnabled).distinctUntilChanged().bind(to: saveNameButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isChangeEmailEnabled).distinctUntilChanged().bind(to: changeEmailButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isChangePasswordEnabled).distinctUntilChanged().bind(to: changePasswordButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.fieldMessage).distinctUntilChanged().bind(to: messageLabel.rx.text).disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        window.presentFailures(state.map(\.errorMessage), language: language).disposed(by: disposeBag)
        let language = language
        reactor.pulse(\.$notice).compactMap { $0 }
            .bind(
                to: Binder(window) { window, notice in
                    window.present(
                        .notice(
                            title: ScreenText.accountTitle.localized(in: language), message: notice,
                            language: language))
                }
            )
            .disposed(by: disposeBag)
    }
}
