import AuthModel
import Foundation
import LoginFeature
import RxCore
import RxReactor
import TerminalUI

/// The signed-in user's passkeys, from home (``PasskeysReactor``): a note that passkeys are created in a
/// browser or phone app, the list (name, the start of the credential id, and when it was added if the
/// server says), and "remove passkey" for the selected one (Enter on the list does the same), behind a
/// confirmation whose default is Cancel. The list is refreshed when the screen opens. Esc or "Back"
/// goes home (or cancels a request in flight, ``RequestLock``).
public final class PasskeysScreen: RequestForm, ReactorView {
    public let window: Window
    public let list = ListView()
    public let emptyLabel: Label
    public let removeButton: Button
    public let spinner: Spinner
    public let backButton: Button

    public var disposeBag = DisposeBag()
    let language: AuthLanguage
    private let destinations = PublishSubject<LoginDestination>()

    public init(reactor: PasskeysReactor, language: AuthLanguage) {
        self.language = language
        window = .screen(width: 50, language: language)
        window.layout.collapsesHiddenWidgets = true
        emptyLabel = Label(text: ScreenText.noPasskeys.localized(in: language), alignment: .center)
        removeButton = Button(title: LoginText.removePasskeyButton.localized(in: language), isEnabled: false)
        spinner = Spinner(title: RequestLock.spinnerTitle(.working, language: language))
        backButton = Button(title: ScreenText.backButton.localized(in: language))
        window.add(Label(text: ScreenText.passkeysTitle.localized(in: language), isBold: true, alignment: .center))
        window.add(Label(text: ScreenText.passkeysNote.localized(in: language), color: .grey, wrapsText: true))
        window.add(list)
        window.add(emptyLabel)
        window.add(removeButton)
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
        guard key == .escape else { return false }
        destinations.on(.next(.home))
        return true
    }

    /// One list row: the name, the start of the credential id (to tell same-named passkeys apart) and
    /// the day it was added, when known.
    static func row(_ passkey: Passkey, language: AuthLanguage) -> String {
        let name = passkey.name.isEmpty ? "—" : passkey.name
        var row = "\(name) (\(passkey.credentialID.prefix(6))…)"
        if let added = passkey.createdAt {
            row += " · " + ScreenText.passkeyAddedPrefix.localized(in: language) + day(added)
        }
        return row
    }

    private static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }

    public func bind(reactor: PasskeysReactor) {
        removeButton.rx.tap.bind(to: Binder(self) { screen, _ in screen.confirmRemoval() }).disposed(by: disposeBag)
        list.rx.itemSelected.bind(to: Binder(self) { screen, _ in screen.confirmRemoval() }).disposed(by: disposeBag)
        backButton.rx.tap.map { LoginDestination.home }.bind(to: destinations).disposed(by: disposeBag)

        let state = reactor.state
        let language = language
        state.map(\.passkeys).distinctUntilChanged()
            .bind(
                to: Binder(self) { screen, passkeys in
                    screen.list.items = passkeys.map { Self.row($0, language: language) }
                    screen.list.isHidden = passkeys.isEmpty
                    screen.emptyLabel.isHidden = !passkeys.isEmpty
                }
            )
            .disposed(by: disposeBag)
        state.map(\.isRemoveEnabled).distinctUntilChanged().bind(to: removeButton.rx.isEnabled)
            .disposed(by: disposeBag)
        state.map(\.isSpinnerRunning).distinctUntilChanged().bind(to: spinner.rx.isAnimating)
            .disposed(by: disposeBag)
        RequestLock.bind(state.map(\.isSpinnerRunning), window: window, spinner: spinner).disposed(
            by: disposeBag)
        window.presentFailures(state.map(\.errorMessage), language: language).disposed(by: disposeBag)
        reactor.pulse(\.$notice).compactMap { $0 }
            .bind(
                to: Binder(window) { window, notice in
                    window.present(
                        .notice(
                            title: ScreenText.passkeysTitle.localized(in: language), message: notice,
                            language: language))
                }
            )
            .disposed(by: disposeBag)
        reactor.action.on(.next(.refresh))
    }

    /// "Remove this passkey?" naming the selected one: Cancel (the default) or Remove passkey.
    private func confirmRemoval() {
        guard let reactor, let index = list.selectedIndex, index < reactor.currentState.passkeys.count,
            reactor.currentState.isRemoveEnabled
        else { return }
        let passkey = reactor.currentState.passkeys[index]
        let action = reactor.action
        window.present(
            AlertDialog(
                title: ScreenText.removePasskeyTitle.localized(in: language),
                message: Self.row(passkey, language: language) + "\n"
                    + ScreenText.removePasskeyMessage.localized(in: language),
                actions: [
                    AlertAction(title: LoginText.cancel.localized(in: language), style: .cancel),
                    AlertAction(
                        title: LoginText.removePasskeyButton.localized(in: language), style: .destructive,
                        handler: { action.on(.next(.remove(credentialID: passkey.credentialID))) }),
                ],
                preferredActionIndex: 0))
    }
}
