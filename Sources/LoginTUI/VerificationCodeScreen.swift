import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The code step of a sign-in: the code texted to a phone number, or the second factor of an account
/// that has one — the authenticator app's code, or for an SMS factor "send code" and then its code.
/// Enter in the code field verifies; Esc goes back to sign-in (or cancels a request in flight,
/// ``RequestLock``); a failure is an alert. Success needs no binding: the client publishes the user
/// and the session moves to home.
public final class VerificationCodeScreen: RequestForm, ReactorView {
    public let window: Window
    public let promptLabel = Label(color: .grey, alignment: .center, wrapsText: true)
    public let sendCodeButton: Button
    public let codeField: TextField
    public let verifyButton: Button
    public let backButton: Button
    public let spinner: Spinner

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: VerificationCodeReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 44, language: language)
        sendCodeButton = Button(title: LoginText.sendCodeButton.localized(in: language))
        codeField = TextField(label: LoginText.verificationCodeLabel.localized(in: language))
        verifyButton = Button(title: LoginText.verifyButton.localized(in: language), isEnabled: false)
        backButton = Button(title: ScreenText.backButton.localized(in: language))
        spinner = Spinner(title: RequestLock.spinnerTitle(.signingIn, language: language))
        let title = ScreenText.verificationCodeTitle.localized(in: language)
        window.add(Label(text: title, isBold: true, alignment: .center))
        window.add(promptLabel)
        window.add(sendCodeButton)
        window.add(codeField)
        window.add(verifyButton)
        window.add(spinner)
        window.add(backButton)
        window.add(
            Label(text: ScreenText.backHintWithoutPassword(in: language), color: .grey, alignment: .center))
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
            destinations.on(.next(.signIn))
            return true
        case .enter where codeField.isFocused && verifyButton.isEnabled:
            return verifyButton.activate()
        default:
            return false
        }
    }

    /// The sentence above the field: where the code comes from.
    static func prompt(for state: VerificationCodeReactor.State, in language: AuthLanguage) -> String {
        switch state.purpose {
        case .phoneSignIn(let number, _):
            return LoginText.phoneCodeSent.localized(in: language) + " " + number
        case .secondFactor:
            if let number = state.selectedFactor?.phoneNumber {
                let prefix = state.needsCodeSent ? LoginText.smsCodePrompt : LoginText.phoneCodeSent
                return prefix.localized(in: language) + " " + number
            }
            return LoginText.authenticatorCodePrompt.localized(in: language)
        }
    }

    public func bind(reactor: VerificationCodeReactor) {
        codeField.rx.text.orEmpty.distinctUntilChanged().map { VerificationCodeReactor.Action.typeCode($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        verifyButton.rx.tap.map { VerificationCodeReactor.Action.submit }.bind(to: reactor.action)
            .disposed(by: disposeBag)
        sendCodeButton.rx.tap.map { VerificationCodeReactor.Action.sendCode }.bind(to: reactor.action)
            .disposed(by: disposeBag)
        backButton.rx.tap.map { LoginDestination.signIn }.bind(to: destinations).disposed(by: disposeBag)

        let state = reactor.state
        let language = language
        state.map { Self.prompt(for: $0, in: language) }.distinctUntilChanged().map { Optional($0) }
            .bind(to: promptLabel.rx.text).disposed(by: disposeBag)
        state.map { !$0.needsCodeSent }.distinctUntilChanged()
            .bind(to: Binder(sendCodeButton) { button, isHidden in button.isHidden = isHidden })
            .disposed(by: disposeBag)
        state.map(\.code).distinctUntilChanged().bind(to: codeField.rx.stateText).disposed(by: disposeBag)
        state.map(\.isSubmitEnabled).distinctUntilChanged().bind(to: verifyButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        window.presentFailures(state.map(\.errorMessage), language: language).disposed(by: disposeBag)
    }
}
