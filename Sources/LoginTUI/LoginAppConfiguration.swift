import AuthModel
import LoginFeature

/// How the terminal app's screens behave. Every field has a default.
public struct LoginAppConfiguration: Sendable {
    /// The language of every text (default: from the locale).
    public var language: AuthLanguage
    /// What "Continue with Google/Apple" can do against the server in use.
    public var socialSignIn: SocialSignInMode
    /// Where the password-reset code can be found (shown on the code step), if the app knows.
    public var resetCodeHint: String?
    /// The e-mail and password rules of every form.
    public var rules: CredentialRules
    /// Something to tell the user on the first screen (e.g. that the remembered session could not be
    /// read), in ``language``.
    public var launchNotice: String?
    /// The service name authenticator apps show for a TOTP factor set up here.
    public var totpIssuer: String

    /// Creates a configuration.
    public init(
        language: AuthLanguage = .current, socialSignIn: SocialSignInMode = .unavailable,
        resetCodeHint: String? = nil, rules: CredentialRules = CredentialRules(), launchNotice: String? = nil,
        totpIssuer: String = "Sesame"
    ) {
        self.totpIssuer = totpIssuer
        self.launchNotice = launchNotice
        self.language = language
        self.socialSignIn = socialSignIn
        self.resetCodeHint = resetCodeHint
        self.rules = rules
    }
}
