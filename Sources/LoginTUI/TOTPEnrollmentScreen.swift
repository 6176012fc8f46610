import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// Setting up an authenticator app, from home: the server's secret as a QR code drawn in the terminal,
/// the `otpauth://` URI and the key as text (for apps that cannot scan, and for copying), then the
/// app's first code. Enter in the code field verifies; success says so in an alert whose OK goes home;
/// Esc goes home (or cancels a request in flight, ``RequestLock``). The screen opens at its top (title,
/// instructions, then the code) however small the terminal, and PgDn/PgUp scroll it, so that the whole
/// QR code can be brought on screen to be scanned (at 80×24 it takes 23 rows).
public final class TOTPEnrollmentScreen: RequestForm, ReactorView {
    public let window: Window
    public let promptLabel: Label
    let qrCodeView: QRCodeView
    public let uriLabel = Label(alignment: .leading, wrapsText: true)
    public let keyLabel = Label(isBold: true, alignment: .center, wrapsText: true)
    public let codeField: TextField
    public let verifyButton: Button
    public let backButton: Button
    public let spinner: Spinner

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: TOTPEnrollmentReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 52, language: language)
        promptLabel = Label(
            text: LoginText.authenticatorSetUpPrompt.localized(in: language), color: .grey, wrapsText: true)
        qrCodeView = QRCodeView(tooWideNote: ScreenText.qrCodeTooWide.localized(in: language))
        codeField = TextField(label: LoginText.verificationCodeLabel.localized(in: language))
        verifyButton = Button(title: LoginText.verifyButton.localized(in: language), isEnabled: false)
        backButton = Button(title: ScreenText.backButton.localized(in: language))
        spinner = Spinner(title: RequestLock.spinnerTitle(.working, language: language))
        let title = ScreenText.totpEnrollmentTitle.localized(in: language)
        window.add(Label(text: title, isBold: true, alignment: .center))
        window.add(promptLabel)
        window.add(qrCodeView)
        window.add(keyLabel)
        window.add(uriLabel)
        window.add(codeField)
        window.add(verifyButton)
        window.add(spinner)
        window.add(backButton)
        window.add(
            Label(
                text: ScreenText.scrollHint.localized(in: language), color: .grey, alignment: .center,
                wrapsText: true))
        window.scrollToTop()
        self.reactor = reactor
        reactor.action.on(.next(.start))
    }

    /// The QR code's lines as drawn (empty before the secret arrives).
    public var qrCodeLines: [String] { qrCodeView.lines }

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
        case .enter where codeField.isFocused && verifyButton.isEnabled:
            return verifyButton.activate()
        default:
            return false
        }
    }

    public func bind(reactor: TOTPEnrollmentReactor) {
        codeField.rx.text.orEmpty.distinctUntilChanged().map { TOTPEnrollmentReactor.Action.typeCode($0) }
            .bind(to: reactor.action).disposed(by: disposeBag)
        verifyButton.rx.tap.map { TOTPEnrollmentReactor.Action.submit }.bind(to: reactor.action)
            .disposed(by: disposeBag)
        backButton.rx.tap.map { LoginDestination.home }.bind(to: destinations).disposed(by: disposeBag)

        let state = reactor.state
        let language = language
        state.map(\.otpauthURI).distinctUntilChanged()
            .bind(
                to: Binder(self) { screen, uri in
                    screen.qrCodeView.text = uri
                    screen.uriLabel.text = uri ?? ""
                }
            )
            .disposed(by: disposeBag)
        state.map { $0.groupedKey.map { ScreenText.secretKeyPrefix.localized(in: language) + $0 } }
            .distinctUntilChanged().bind(to: keyLabel.rx.text).disposed(by: disposeBag)
        state.map(\.code).distinctUntilChanged().bind(to: codeField.rx.stateText).disposed(by: disposeBag)
        state.map(\.isSubmitEnabled).distinctUntilChanged().bind(to: verifyButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        window.presentFailures(state.map(\.errorMessage), language: language).disposed(by: disposeBag)
        reactor.pulse(\.$enrolled).compactMap { $0 }
            .bind(to: Binder(self) { screen, _ in screen.showEnrolled() }).disposed(by: disposeBag)
    }

    private func showEnrolled() {
        let destinations = destinations
        window.present(
            .notice(
                title: ScreenText.totpEnrollmentTitle.localized(in: language),
                message: LoginText.authenticatorEnrolled.localized(in: language), language: language,
                handler: { destinations.on(.next(.home)) }))
    }
}
