import AuthModel
import LoginFeature
import TerminalUI

extension AlertDialog {
    /// A message with one OK action (seed 002's "Warning!" alert shape), running `handler` when closed.
    static func notice(
        title: String, message: String, language: AuthLanguage, handler: (() -> Void)? = nil
    ) -> AlertDialog {
        AlertDialog(
            title: title, message: message,
            actions: [AlertAction(title: LoginText.ok.localized(in: language), handler: handler)])
    }
}
