import AuthModel
import LoginFeature

/// How the terminal app's screens behave. Every field has a default.
public struct LoginAppConfiguration: Sendable {
    /// The language of every text (default: from the locale).
    public var language: AuthLanguage
    /// What "Continue with Google/Apple" can do against the server in use.
    public var socialSignIn: SocialSignInMode
    /// The "Continue with …" buttons sign-in shows: the providers the server can verify (none for a
    /// server with no Google or Apple client configured; all for an emulator).
    public var socialProviders: Set<SocialProviderKind>
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
        totpIssuer: String = "Sesame", socialProviders: Set<SocialProviderKind> = Set(SocialProviderKind.allCases)
    ) {
        self.socialProviders = socialProviders
        self.totpIssuer = totpIssuer
        self.launchNotice = launchNotice
        self.language = language
        self.socialSignIn = socialSignIn
        self.resetCodeHint = resetCodeHint
        self.rules = rules
    }

    /// Shows "Continue with Google" and "… Apple" only for the providers named.
    public mutating func offerProviders(google: Bool, apple: Bool) {
        socialProviders = Set(SocialProviderKind.allCases.filter { $0 == .google ? google : apple })
    }
}
