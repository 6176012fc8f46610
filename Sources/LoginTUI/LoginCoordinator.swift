import AuthClient
import Foundation
import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The root of the terminal app: picks the screen from the session (a splash while a remembered session
/// is checked, then sign-in or home), follows the links of signed-out screens, and moves to home on any
/// sign-in or sign-up and back to sign-in on sign-out or deletion (the session follows the client's
/// user). Each visit builds a fresh screen and reactor, so a screen that appears again starts clean.
/// What the launch check has to say (a session that ended, a server that could not be reached) and the
/// configuration's launch notice appear as an alert on the first screen. The e-mail address last
/// typed or signed in with is offered again on the next signed-out screen with an e-mail field (after
/// a sign-out, a deletion, a session that ended, Back from the reset or sign-up screen).
public final class LoginCoordinator {
    /// The session deciding between signed-out screens and home.
    public let session: SessionReactor
    /// The screen shown (nil while launching).
    public private(set) var screen: (any LoginScreen)?
    /// The window shown; `onWindowChange` reports every replacement.
    public private(set) var window: Window
    /// Called on the main queue whenever `window` is replaced.
    public var onWindowChange: ((Window) -> Void)?

    private let client: AuthClient
    private let configuration: LoginAppConfiguration
    private let providerAccount = ProviderAccount()
    private let disposeBag = DisposeBag()
    private var screenBag = DisposeBag()
    /// The address to offer on the next signed-out screen.
    private var rememberedEmail: String?

    public init(client: AuthClient, configuration: LoginAppConfiguration = LoginAppConfiguration()) {
        self.client = client
        self.configuration = configuration
        session = SessionReactor(client: client, language: configuration.language)
        window = Self.splash(language: configuration.language)
    }

    /// Follows the session's route and restores the remembered session.
    public func start() {
        session.state.map(\.route).distinctUntilChanged()
            .subscribe(onNext: { [weak self] route in Self.onMain { self?.show(route) } })
            .disposed(by: disposeBag)
        let launchNotice = configuration.launchNotice.map { Observable.just($0) } ?? .empty()
        let routed = session.state.map(\.route).filter { $0 != .launching }.take(1)
        Observable.merge(
            routed.flatMap { _ in launchNotice }, session.pulse(\.$notice).compactMap { $0 }
        )
        .subscribe(onNext: { [weak self] notice in Self.onMain { self?.showNotice(notice) } })
        .disposed(by: disposeBag)
        session.action.on(.next(.restore))
    }

    private func showNotice(_ notice: String) {
        let language = configuration.language
        window.present(
            .notice(title: ScreenText.appTitle.localized(in: language), message: notice, language: language))
    }

    /// Gives `key` to the screen first (Esc, Enter shortcuts); returns whether it was used.
    public func handle(_ key: Key) -> Bool {
        screen?.handle(key) ?? false
    }

    /// Shows a signed-out screen.
    public func navigate(to destination: LoginDestination) {
        let language = configuration.language
        let rules = configuration.rules
        if let typed = (screen as? any EmailCarrying)?.typedEmail { rememberedEmail = typed }
        switch destination {
        case .signIn:
            present(
                SignInScreen(
                    reactor: SignInReactor(client: client, rules: rules, language: language),
                    language: language, providers: configuration.socialProviders))
        case .signUp:
            present(
                SignUpScreen(
                    reactor: SignUpReactor(client: client, rules: rules, language: language),
                    language: language))
        case .passwordReset:
            present(
                PasswordResetScreen(
                    reactor: PasswordResetReactor(client: client, rules: rules, language: language),
                    language: language, codeHint: configuration.resetCodeHint))
        case .verificationCode(let purpose):
            present(
                VerificationCodeScreen(
                    reactor: VerificationCodeReactor(client: client, purpose: purpose, language: language),
                    language: language))
        case .totpEnrollment:
            let account = session.currentState.user.map { $0.email ?? $0.phoneNumber ?? $0.uid } ?? ""
            present(
                TOTPEnrollmentScreen(
                    reactor: TOTPEnrollmentReactor(
                        client: client, accountName: account, issuer: configuration.totpIssuer,
                        language: language),
                    language: language))
        case .account:
            present(
                AccountScreen(
                    reactor: AccountReactor(
                        client: client, user: session.currentState.user, rules: rules, language: language),
                    language: language))
        case .passkeys:
            present(
                PasskeysScreen(
                    reactor: PasskeysReactor(client: client, user: session.currentState.user, language: language),
                    language: language))
        case .home:
            if session.currentState.route == .signedIn { show(.signedIn) } else { navigate(to: .signIn) }
        case .socialSignIn(let kind):
            let providers =
                configuration.socialSignIn == .emulator
                ? EmulatorProviderTokens.provider(reading: providerAccount) : .unavailable
            present(
                SocialSignInScreen(
                    reactor: SocialSignInReactor(client: client, providers: providers, language: language),
                    kind: kind, mode: configuration.socialSignIn, account: providerAccount, language: language
                ))
        }
    }

    private func show(_ route: SessionRoute) {
        switch route {
        case .launching:
            break
        case .signedOut:
            if let email = session.currentState.lastEmail { rememberedEmail = email }
            navigate(to: .signIn)
        case .signedIn:
            present(HomeScreen(reactor: session, language: configuration.language))
        }
    }

    private func present(_ newScreen: any LoginScreen) {
        screenBag = DisposeBag()
        screen = newScreen
        if let email = rememberedEmail, let carrier = newScreen as? any EmailCarrying { carrier.offer(email: email) }
        newScreen.navigation
            .subscribe(onNext: { [weak self] destination in Self.onMain { self?.navigate(to: destination) } })
            .disposed(by: screenBag)
        window = newScreen.window
        onWindowChange?(window)
    }

    /// Runs `work` now on the main thread, else queues it there. Unlike `MainScheduler.instance` it does
    /// not queue a call made on the main thread while other work waits, so a key that navigates
    /// replaces the screen before the next key arrives.
    private static func onMain(_ work: @escaping () -> Void) {
        if MainScheduler.isOnMainQueue {
            work()
        } else {
            let box = UncheckedSendable(work)
            DispatchQueue.main.async { box.value() }
        }
    }

    private static func splash(language: AuthLanguage) -> Window {
        let window = Window.screen(width: 44, language: language)
        window.add(Label(text: ScreenText.appTitle.localized(in: language), isBold: true, alignment: .center))
        let spinner = Spinner(title: ScreenText.launching.localized(in: language))
        spinner.isAnimating = true
        window.add(spinner)
        return window
    }
}
