import AuthModel
import LoginFeature
import RxCore
import TerminalUI

/// A form while its request is in flight: the window is locked (typing, Tab and Enter do nothing), the
/// spinner says how to cancel, and Esc cancels — after which the spinner's place says "Cancelled.".
enum RequestLock {
    /// The spinner's title while the request runs: `title` and how to cancel.
    static func spinnerTitle(_ title: ScreenText, language: AuthLanguage) -> String {
        title.localized(in: language) + " · " + ScreenText.escCancels.localized(in: language)
    }

    /// Locks `window` while `isRunning` is true, and clears the spinner's message (and any title Esc
    /// put in its place) when a request starts.
    static func bind(_ isRunning: Observable<Bool>, window: Window, spinner: Spinner) -> any Disposable {
        let title = spinner.title
        return isRunning.distinctUntilChanged()
            .bind(
                to: Binder(window) { window, isRunning in
                    window.isLocked = isRunning
                    if isRunning {
                        spinner.message = nil
                        spinner.title = title
                    }
                })
    }

}

/// A form screen whose request can be cancelled: ``handleWhileBusy(_:)`` comes first in its `handle`.
protocol RequestForm: LoginScreen {
    var spinner: Spinner { get }
    var language: AuthLanguage { get }
    /// Whether Esc may give up the request (true unless the screen says otherwise). A sign-up is not:
    /// the server may have created the account already, so dropping the answer would be a lie.
    var isCancellable: Bool { get }
    /// Sends the reactor's `cancel`.
    func cancelRequest()
}

extension RequestForm {
    var isCancellable: Bool { true }

    /// While the window is locked: Esc cancels the request and says so (true), other keys are left
    /// alone (false); a request that cannot be cancelled goes on, and Esc says why. With an alert
    /// shown: false. Otherwise nil, and the screen's own keys apply.
    func handleWhileBusy(_ key: Key) -> Bool? {
        if window.alert != nil { return false }
        guard window.isLocked else { return nil }
        guard key == .escape else { return false }
        guard isCancellable else {
            spinner.title = ScreenText.signUpCannotBeCancelled.localized(in: language)
            return true
        }
        cancelRequest()
        spinner.message = LoginText.requestCancelled.localized(in: language)
        return true
    }
}
