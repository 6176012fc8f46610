import AuthModel
import LoginFeature
import RxCore
import TerminalUI

extension Window {
    /// Shows each new non-nil message as a notice in `language` (titled by ``LoginText/alertTitle(for:in:)``).
    func presentFailures(_ messages: Observable<String?>, language: AuthLanguage) -> any Disposable {
        messages.distinctUntilChanged().compactMap { $0 }
            .bind(
                to: Binder(self) { window, message in
                    window.present(
                        .notice(
                            title: LoginText.alertTitle(for: message, in: language), message: message,
                            language: language))
                })
    }
}
