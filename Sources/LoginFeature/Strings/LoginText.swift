import AuthModel

/// Every user-facing text of the login screens that is not an `AuthError` description (those come
/// from AuthModel's `AuthError.localizedDescription(for:)`).
///
/// Texts are chosen with ``localized(in:)`` from AuthModel's `AuthLanguage`; the Korean texts use the
/// polite 합니다/세요 style.
public enum LoginText: String, Sendable, Hashable, CaseIterable {
    // MARK: Fields and buttons
    case emailLabel
    case passwordLabel
    case passwordConfirmationLabel
    case displayNameLabel
    case resetCodeLabel
    case newPasswordLabel
    case showPassword
    case hidePassword
    case signInButton
    case signUpButton
    case resetPasswordButton
    case sendResetEmailButton
    case changePasswordButton
    case signInWithGoogle
    case signInWithApple
    case signOutButton
    case deleteAccountButton
    case refreshButton
    case cancel
    case ok
    case emailOrPhoneLabel
    case verificationCodeLabel
    case verifyButton
    case sendCodeButton
    case setUpAuthenticatorButton
    case removeAuthenticatorButton
    case sendVerificationButton
    case editAccountButton
    case saveNameButton
    case changeEmailButton
    case passkeysButton
    case removePasskeyButton

    // MARK: Validation
    case emailMissing
    case emailInvalid
    case passwordMissing
    case passwordConfirmationMismatch
    case resetCodeMissing
    case verificationCodeInvalid

    // MARK: Alerts and notices
    case warningTitle
    case failureTitle
    case invalidCredentials
    case resetEmailSent
    case passwordChanged
    case socialSignInFailed
    case genericFailure
    case requestCancelled
    case emailVerified
    case emailNotVerified
    case sessionNotChecked
    case phoneCodeSent
    case authenticatorCodePrompt
    case smsCodePrompt
    case authenticatorSetUpPrompt
    case authenticatorEnrolled
    case authenticatorRemoved
    case secondFactorOn
    case secondFactorOff
    case verificationEmailSent
    case accountRefreshed
    case accountDeleted
    case nameSaved
    case emailChanged
    case passwordUpdated
    case passkeyRemoved
    case phoneSignInNotEnabled

    /// The text in `language`.
    public func localized(in language: AuthLanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
