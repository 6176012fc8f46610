import LoginFeature
import TerminalUI

/// A signed-out screen with an e-mail field: the coordinator takes the address typed there to the next
/// such screen (sign-in → reset → sign-in), so that nobody types it twice.
protocol EmailCarrying: LoginScreen {
    /// The valid e-mail address in the field, if there is one.
    var typedEmail: String? { get }
    /// Puts `email` in the field (and the focus on the field after it).
    func offer(email: String)
}

extension SignInScreen: EmailCarrying {
    var typedEmail: String? {
        guard let state = reactor?.currentState, state.phoneNumber == nil, state.emailField.isValid else { return nil }
        return state.email
    }

    func offer(email: String) {
        reactor?.action.on(.next(.typeEmail(email)))
        window.focusChain.focus(passwordField)
    }
}

extension PasswordResetScreen: EmailCarrying {
    var typedEmail: String? {
        guard let field = reactor?.currentState.emailField, field.isValid else { return nil }
        return field.text
    }

    func offer(email: String) {
        reactor?.action.on(.next(.typeEmail(email)))
    }
}

extension SignUpScreen: EmailCarrying {
    var typedEmail: String? {
        guard let field = reactor?.currentState.emailField, field.isValid else { return nil }
        return field.text
    }

    func offer(email: String) {
        reactor?.action.on(.next(.typeEmail(email)))
    }
}
