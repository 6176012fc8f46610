import AuthModel
import LoginFeature
import TerminalUI

extension TextField {
    /// A secure field labelled `label` whose reveal toggle speaks `language`.
    static func password(label: LoginText, language: AuthLanguage) -> TextField {
        TextField(
            label: label.localized(in: language), isSecureTextEntry: true,
            revealTitles: RevealTitles(
                show: LoginText.showPassword.localized(in: language),
                hide: LoginText.hidePassword.localized(in: language)))
    }
}
