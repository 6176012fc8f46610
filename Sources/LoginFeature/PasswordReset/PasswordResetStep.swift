/// Where the password-reset flow is.
public enum PasswordResetStep: Sendable, Hashable {
    /// Asking for the e-mail address.
    case requestEmail
    /// The e-mail was sent; asking for the code from it and a new password.
    case enterCode
    /// The password was changed; the user signs in with it.
    case done
}
