import AuthModel
import LoginFeature

/// What the console can do to one account. Each is one admin API call (`accounts:update`,
/// `accounts:delete`, `accounts:sendOobCode`); the one-click ones are confirmed on a page of their own
/// first, the edits (name, claims, password, e-mail) are their own forms.
enum ConsoleAction: String, CaseIterable, Sendable {
    case disable
    case enable
    case delete
    case revoke
    case sendReset = "send-reset"
    case verifyEmail = "verify-email"
    case removeFactor = "remove-factor"
    case name
    case claims
    case password
    case email
    case removePasskey = "remove-passkey"

    /// Whether the user page links to a confirmation page instead of posting at once (the others are
    /// forms of their own).
    var needsConfirmation: Bool { ![.name, .claims, .password, .email, .removePasskey].contains(self) }

    /// The `?done=` notice after it worked.
    var done: String {
        switch self {
        case .disable: "disabled"
        case .enable: "enabled"
        case .delete: "deleted"
        case .revoke: "revoked"
        case .sendReset: "reset"
        case .verifyEmail: "verified"
        case .name: "name"
        case .claims: "claims"
        case .removeFactor: "factorRemoved"
        case .password: "password"
        case .email: "email"
        case .removePasskey: "passkey"
        }
    }

    func label(in language: AuthLanguage) -> String {
        let text: PageText
        switch self {
        case .disable: text = .disableAccount
        case .enable: text = .enableAccount
        case .delete: text = .deleteUser
        case .revoke: text = .revokeSessions
        case .sendReset: return LoginText.sendResetEmailButton.localized(in: language)
        case .verifyEmail: text = .markEmailVerified
        case .name: text = .saveName
        case .claims: text = .saveClaims
        case .removeFactor: text = .removeFactor
        case .password: text = .setPassword
        case .email: text = .changeEmail
        case .removePasskey: text = .removePasskey
        }
        return text.localized(in: language)
    }

    /// The question of the confirmation page; `factor` names the second factor `removeFactor` removes.
    func question(_ who: String, factor: String = "") -> PageText {
        switch self {
        case .disable: .confirmDisable(who)
        case .enable: .confirmEnable(who)
        case .delete: .confirmDelete(who)
        case .revoke: .confirmRevoke(who)
        case .sendReset: .confirmSendReset(who)
        case .verifyEmail: .confirmMarkVerified(who)
        case .removeFactor: .confirmRemoveFactor(who: who, factor: factor)
        case .name, .claims, .password, .email, .removePasskey: .confirmTitle
        }
    }

    var isDangerous: Bool { [.disable, .delete, .revoke, .removeFactor].contains(self) }
}
