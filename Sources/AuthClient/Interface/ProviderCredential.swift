/// A credential to sign in with or to link to the current account.
///
/// Identity-provider credentials are sent to `accounts:signInWithIdp`; e-mail credentials to
/// `accounts:signInWithPassword` (sign-in) or `accounts:signUp` with the user's ID token (link); e-mail
/// links to `accounts:signInWithEmailLink` (with the user's ID token to link); phone codes to
/// `accounts:signInWithPhoneNumber`.
/// ``description`` never shows tokens, nonces or passwords.
public enum ProviderCredential: Sendable, Hashable, CustomStringConvertible {
    /// Google Sign-In's ID token and, when available, its OAuth access token. Either may be missing
    /// but not both: with an access token alone the server asks Google whom it belongs to (and refuses
    /// it unless Google issued it to one of the server's client IDs), as Firebase does.
    case google(idToken: String?, accessToken: String?)
    /// Sign in with Apple's identity token and the *raw* nonce whose SHA-256 hex the app gave Apple.
    /// Apple tells only the app the user's name, so pass it on the first sign-in.
    case apple(idToken: String, rawNonce: String, fullName: PersonName? = nil)
    /// Any other identity provider's token, as Firebase's `OAuthProvider.credential`: an ID token
    /// (OpenID Connect `oidc.*`, `microsoft.com`; with the raw nonce when the app sent one), an access
    /// token (`github.com`, `facebook.com`), or both. The server verifies it as the provider's
    /// configuration says.
    case oauth(providerID: String, idToken: String? = nil, accessToken: String? = nil, rawNonce: String? = nil)
    /// The result of a redirect the server started (`createAuthUri` with a provider): the URL the
    /// provider sent the browser back to (with `code` and `state`, or an ID token in its fragment), the
    /// `sessionId` the server answered, and for SAML the `SAMLResponse` the IdP posted.
    case redirectResult(providerID: String, requestURI: String, sessionID: String?, samlResponse: String? = nil)
    /// An e-mail address and password.
    case emailPassword(email: String, password: String)
    /// An e-mail address and the sign-in link mailed to it (Firebase's
    /// `EmailAuthProvider.credential(withEmail:link:)`); see ``EmailSignInLink``.
    case emailLink(email: String, link: String)
    /// The verification id ``AuthClient/sendVerificationCode(to:recaptchaToken:)`` returned and the SMS
    /// code (Firebase's `PhoneAuthProvider.credential(withVerificationID:verificationCode:)`).
    case phone(verificationID: String, code: String)

    /// The provider id the server uses (`google.com`, `apple.com`, `oidc.…`, `github.com`, …, `password`,
    /// `phone`).
    public var providerID: String {
        switch self {
        case .google: "google.com"
        case .apple: "apple.com"
        case .oauth(let providerID, _, _, _), .redirectResult(let providerID, _, _, _): providerID
        case .emailPassword, .emailLink: "password"
        case .phone: "phone"
        }
    }

    public var description: String { "ProviderCredential(\(providerID))" }

    /// A person's name as Sign in with Apple reports it.
    public struct PersonName: Sendable, Hashable, Codable {
        public var firstName: String?
        public var lastName: String?

        /// Creates a name.
        public init(firstName: String? = nil, lastName: String? = nil) {
            self.firstName = firstName
            self.lastName = lastName
        }
    }
}
