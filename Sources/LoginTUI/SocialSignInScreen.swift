import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// "Continue with Google / Apple". Against a server in emulator mode it asks for the provider account's
/// e-mail address and name and signs in with an unsigned token made from them; against any other server
/// it says that a provider token is needed, which a terminal cannot get. Esc goes back; Enter in the
/// name field signs in; while the request runs the form is locked and Esc cancels it (``RequestLock``).
public final class SocialSignInScreen: RequestForm, ReactorView {
    public let window: Window
    public let kind: SocialProviderKind
    public let mode: SocialSignInMode
    public let emailField: TextField
    public let emailMark = ValidityMark(isHidden: true)
    public let nameField: TextField
    public let continueButton: Button
    public let backButton: Button
    public let messageLabel: Label
    public let spinner: Spinner

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let account: ProviderAccount
    private let rules = CredentialRules()
    private let destinations = PublishSubject<LoginDestination>()

    /// - Parameter account: where the typed account goes for the emulator's provider closures.
    public init(
        reactor: SocialSignInReactor, kind: SocialProviderKind, mode: SocialSignInMode,
        account: ProviderAccount, language: AuthLanguage
    ) {
        self.kind = kind
        self.mode = mode
        self.account = account
        self.language = language
        window = .screen(width: 50, language: language)
        let title = (kind == .google ? LoginText.signInWithGoogle : .signInWithApple).localized(in: language)
        emailField = TextField(label: ScreenText.socialAccountEmail.localized(in: language))
        nameField = TextField(label: ScreenText.socialAccountName.localized(in: language))
        continueButton = Button(title: title, isEnabled: false)
        backButton = Button(title: ScreenText.backButton.localized(in: language))
        spinner = Spinner(title: RequestLock.spinnerTitle(.signingIn, language: language))
        let note = mode == .emulator ? ScreenText.socialEmulatorNote : .socialNeedsToken
        messageLabel = Label(
            text: note.localized(in: language), color: mode == .emulator ? .grey : .yellow, wrapsText: true)
        window.add(Label(text: title, isBold: true, alignment: .center))
        window.add(messageLabel)
        if mode == .emulator {
            window.add(emailField, accessory: emailMark)
            window.add(nameField)
            window.add(spinner)
            window.add(continueButton)
        }
        window.add(backButton)
        // No password here: the hint leaves out Ctrl-R (issue 33, item 6).
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
        case .enter where nameField.isFocused && continueButton.isEnabled:
            return continueButton.activate()
        default:
            return false
        }
    }

    public func bind(reactor: SocialSignInReactor) {
        backButton.rx.tap.map { LoginDestination.signIn }.bind(to: destinations).disposed(by: disposeBag)
        guard mode == .emulator else { return }
        let rules = rules
        let email = emailField.rx.text.orEmpty.distinctUntilChanged()
        let name = nameField.rx.text.orEmpty.distinctUntilChanged()
        Observable.combineLatest(email, name)
            .bind(to: Binder(self) { screen, typed in screen.account.value = (typed.0, typed.1) })
            .disposed(by: disposeBag)
        let isEmailValid = email.map { rules.isValidEmail($0) }.share(replay: 1)
        email.map(\.isEmpty).bind(to: emailMark.rx.isHidden).disposed(by: disposeBag)
        isEmailValid.bind(to: emailMark.rx.isValid).disposed(by: disposeBag)
        let kind = kind
        continueButton.rx.tap.map { SocialSignInReactor.Action.signIn(kind) }.bind(to: reactor.action)
            .disposed(by: disposeBag)

        let state = reactor.state
        Observable.combineLatest(isEmailValid, state.map(\.isSpinnerRunning)) { $0 && !$1 }
            .distinctUntilChanged().bind(to: continueButton.rx.isEnabled).disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        let language = language
        state.map(\.errorMessage).distinctUntilChanged().compactMap { $0 }
            .bind(
                to: Binder(self) { screen, message in
                    screen.window.present(
                        .notice(
                            title: LoginText.alertTitle(for: message, in: language), message: message,
                            language: language))
                }
            )
            .disposed(by: disposeBag)
    }
}
