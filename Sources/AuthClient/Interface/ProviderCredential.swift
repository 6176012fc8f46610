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
    /// An e-mail address and password.
    case emailPassword(email: String, password: String)
    /// An e-mail address and the sign-in link mailed to it (Firebase's
    /// `EmailAuthProvider.credential(withEmail:link:)`); see ``EmailSignInLink``.
    case emailLink(email: String, link: String)
    /// The verification id ``AuthClient/sendVerificationCode(to:recaptchaToken:)`` returned and the SMS
    /// code (Firebase's `PhoneAuthProvider.credential(withVerificationID:verificationCode:)`).
    case phone(verificationID: String, code: String)

    /// The provider id the server uses (`google.com`, `apple.com`, `password`, `phone`).
    public var providerID: String {
        switch self {
        case .google: "google.com"
        case .apple: "apple.com"
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
