import AuthModel

/// The terminal screens' own texts (titles, hints, confirmations) that LoginFeature's `LoginText` does
/// not have, in English and Korean.
public enum ScreenText: String, Sendable, Hashable, CaseIterable {
    case appTitle
    case signUpTitle
    case passwordResetTitle
    case homeTitle
    case launching
    case signingIn
    case working
    case formHint
    case backHint
    case homeHint
    case providersPrefix
    case signOutTitle
    case signOutMessage
    case deleteAccountTitle
    case deleteAccountMessage
    case socialAccountEmail
    case socialAccountName
    case socialEmulatorNote
    case socialNeedsToken
    case backButton
    case resetCodeHint
    case outboxHint
    case escCancels
    case signUpCannotBeCancelled
    case windowTooSmall
    case passwordProvider
    case phoneProvider
    case sessionFileUnreadable
    case verificationCodeTitle
    case totpEnrollmentTitle
    case qrCodeTooWide
    case secretKeyPrefix
    case removeAuthenticatorTitle
    case removeAuthenticatorMessage
    case accountTitle
    case scrollHint
    case passkeysTitle
    case passkeysNote
    case noPasskeys
    case passkeyAddedPrefix
    case removePasskeyTitle
    case removePasskeyMessage

    /// The text in `language`.
    public func localized(in language: AuthLanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The keys of a screen with Esc and no password field: ``backHint`` without its password line.
    static func backHintWithoutPassword(in language: AuthLanguage) -> String {
        backHint.localized(in: language).split(separator: "\n").first.map(String.init) ?? ""
    }
}
