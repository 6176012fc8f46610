import AuthModel
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The signed-in home screen: the user's e-mail address (or phone number) and name, the providers they
/// signed in with, whether the address is confirmed (with "send confirmation e-mail" while it is not;
/// nothing for an account without an address), whether two-step verification is on (with "set up
/// authenticator app" while it has no TOTP factor and has an e-mail address, which Firebase's second
/// factors need), "refresh" (which says it is done where the spinner runs), "change name, e-mail or password", "passkeys", and "sign
/// out" and "delete account", each behind a confirmation alert whose default is Cancel. The focus starts on "refresh", so that an Enter too many
/// after logging in (a double tap, key repeat) does no harm. A spinner runs while a session request is
/// in flight; its failure is an alert.
public final class HomeScreen: LoginScreen, ReactorView {
    public let window: Window
    public let emailLabel = Label(isBold: true, alignment: .center)
    public let nameLabel = Label(alignment: .center)
    public let providersLabel = Label(alignment: .center)
    public let verificationLabel = Label(alignment: .center)
    public let secondFactorLabel = Label(alignment: .center)
    public let authenticatorButton: Button
    public let removeAuthenticatorButton: Button
    public let sendVerificationButton: Button
    public let editAccountButton: Button
    public let passkeysButton: Button
    public let spinner: Spinner
    public let refreshButton: Button
    public let signOutButton: Button
    public let deleteButton: Button

    public var disposeBag = DisposeBag()
    private let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: SessionReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 50, language: language)
        window.layout.collapsesHiddenWidgets = true
        spinner = Spinner(title: ScreenText.working.localized(in: language))
        refreshButton = Button(title: LoginText.refreshButton.localized(in: language))
        authenticatorButton = Button(title: LoginText.setUpAuthenticatorButton.localized(in: language))
        removeAuthenticatorButton = Button(
            title: LoginText.removeAuthenticatorButton.localized(in: language))
        signOutButton = Button(title: LoginText.signOutButton.localized(in: language))
        sendVerificationButton = Button(title: LoginText.sendVerificationButton.localized(in: language))
        editAccountButton = Button(title: LoginText.editAccountButton.localized(in: language))
        passkeysButton = Button(title: LoginText.passkeysButton.localized(in: language))
        deleteButton = Button(title: LoginText.deleteAccountButton.localized(in: language))
        window.add(
            Label(
                text: ScreenText.homeTitle.localized(in: language), color: .mint, isBold: true,
                alignment: .center))
        for widget in [emailLabel, nameLabel, providersLabel, verificationLabel, secondFactorLabel]
            as [any Widget]
        {
            window.add(widget)
        }
        window.add(spinner)
        window.add(refreshButton)
        window.add(signOutButton)
        window.add(deleteButton)
        // Last, so that the Tab order of refresh, sign out and delete stays as it was.
        window.add(authenticatorButton)
        window.add(removeAuthenticatorButton)
        window.add(sendVerificationButton)
        window.add(editAccountButton)
        window.add(passkeysButton)
        window.add(Label(text: ScreenText.homeHint.localized(in: language), color: .grey, alignment: .center))
        self.reactor = reactor
    }

    /// Setting up an authenticator app is the one link away from home; signing out moves the session.
    public var navigation: Observable<LoginDestination> { destinations.asObservable() }

    public func handle(_ key: Key) -> Bool { false }

    public func bind(reactor: SessionReactor) {
        refreshButton.rx.tap.map { SessionReactor.Action.reload }.bind(to: reactor.action)
            .disposed(by: disposeBag)
        signOutButton.rx.tap.bind(to: Binder(self) { screen, _ in screen.confirmSignOut() })
            .disposed(by: disposeBag)
        deleteButton.rx.tap.bind(to: Binder(self) { screen, _ in screen.confirmDeletion() })
            .disposed(by: disposeBag)
        authenticatorButton.rx.tap.map { LoginDestination.totpEnrollment }.bind(to: destinations)
            .disposed(by: disposeBag)
        removeAuthenticatorButton.rx.tap.bind(to: Binder(self) { screen, _ in screen.confirmRemoval() })
            .disposed(by: disposeBag)
        sendVerificationButton.rx.tap.map { SessionReactor.Action.sendEmailVerification }
            .bind(to: reactor.action).disposed(by: disposeBag)
        editAccountButton.rx.tap.map { LoginDestination.account }.bind(to: destinations)
            .disposed(by: disposeBag)
        passkeysButton.rx.tap.map { LoginDestination.passkeys }.bind(to: destinations).disposed(by: disposeBag)

        let state = reactor.state
        let language = language
        state.map { $0.email ?? $0.user?.phoneNumber ?? "" }.distinctUntilChanged().map { Optional($0) }.bind(to: emailLabel.rx.text)
            .disposed(by: disposeBag)
        state.map { $0.user?.displayName ?? "" }.distinctUntilChanged()
            .bind(
                to: Binder(nameLabel) { label, name in
                    label.text = name
                    label.isHidden = name.isEmpty
                }
            )
            .disposed(by: disposeBag)
        state.map(\.providerIDs).distinctUntilChanged()
            .map {
                ScreenText.providersPrefix.localized(in: language)
                    + $0.map { Self.providerName($0, in: language) }.joined(separator: ", ")
            }
            .bind(to: providersLabel.rx.text).disposed(by: disposeBag)
        state.map { $0.email == nil ? nil : $0.isEmailVerified }.distinctUntilChanged()
            .bind(
                to: Binder(self) { screen, isVerified in
                    let label = screen.verificationLabel
                    label.isHidden = isVerified == nil
                    label.text = (isVerified == true ? LoginText.emailVerified : .emailNotVerified).localized(
                        in: language)
                    label.color = isVerified == true ? .mint : .yellow
                    screen.sendVerificationButton.isHidden = isVerified != false
                }
            )
            .disposed(by: disposeBag)
        state.map { !($0.user?.enrolledFactors.isEmpty ?? true) }.distinctUntilChanged()
            .map { (($0 ? LoginText.secondFactorOn : .secondFactorOff).localized(in: language)) }
            .bind(to: secondFactorLabel.rx.text).disposed(by: disposeBag)
        state.map { state in
            (state.user?.enrolledFactors.contains { $0.factor == .totp } ?? false, state.email != nil)
        }
        .distinctUntilChanged { $0 == $1 }
            .bind(
                to: Binder(self) { screen, factor in
                    let (hasTOTP, hasEmail) = factor
                    screen.authenticatorButton.isHidden = hasTOTP || !hasEmail
                    screen.removeAuthenticatorButton.isHidden = !hasTOTP
                }
            )
            .disposed(by: disposeBag)
        state.map(\.isBusy).distinctUntilChanged().bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        state.map(\.status).distinctUntilChanged()
            .bind(to: Binder(spinner) { spinner, status in spinner.message = status }).disposed(by: disposeBag)
        state.map { !$0.isBusy }.distinctUntilChanged().bind(to: refreshButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map { !$0.isBusy }.distinctUntilChanged().bind(to: signOutButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map { !$0.isBusy }.distinctUntilChanged().bind(to: deleteButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map { !$0.isBusy }.distinctUntilChanged().bind(to: authenticatorButton.rx.isEnabled)
            .disposed(by: disposeBag)
        for button in [removeAuthenticatorButton, sendVerificationButton, editAccountButton, passkeysButton] {
            state.map { !$0.isBusy }.distinctUntilChanged().bind(to: button.rx.isEnabled).disposed(by: disposeBag)
        }
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

    /// "Sign out?": Cancel (the default) or Sign out.
    private func confirmSignOut() {
        confirm(.signOutTitle, .signOutMessage, action: .signOutButton, sending: .signOut)
    }

    /// "Delete account?": Cancel (the default) or Delete account.
    private func confirmDeletion() {
        confirm(
            .deleteAccountTitle, .deleteAccountMessage, action: .deleteAccountButton, sending: .deleteAccount)
    }

    /// "Remove the authenticator app?": Cancel (the default) or Remove.
    private func confirmRemoval() {
        guard let factor = reactor?.currentState.user?.enrolledFactors.first(where: { $0.factor == .totp })
        else { return }
        confirm(
            .removeAuthenticatorTitle, .removeAuthenticatorMessage, action: .removeAuthenticatorButton,
            sending: .removeSecondFactor(factor.uid))
    }

    /// A destructive confirmation whose default is Cancel, so that Enter alone never goes ahead.
    private func confirm(
        _ title: ScreenText, _ message: ScreenText, action: LoginText,
        sending sessionAction: SessionReactor.Action
    ) {
        let reactorAction = reactor?.action
        window.present(
            AlertDialog(
                title: title.localized(in: language), message: message.localized(in: language),
                actions: [
                    AlertAction(title: LoginText.cancel.localized(in: language), style: .cancel),
                    AlertAction(
                        title: action.localized(in: language), style: .destructive,
                        handler: { reactorAction?.on(.next(sessionAction)) }),
                ],
                preferredActionIndex: 0))
    }

    /// How a provider ID reads on screen.
    private static func providerName(_ providerID: String, in language: AuthLanguage) -> String {
        switch providerID {
        case "password": ScreenText.passwordProvider.localized(in: language)
        case "google.com": "Google"
        case "apple.com": "Apple"
        case "phone": ScreenText.phoneProvider.localized(in: language)
        default: providerID
        }
    }
}
