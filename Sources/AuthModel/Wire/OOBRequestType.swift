/// The kind of out-of-band (e-mailed) action code.
public enum OOBRequestType: String, Codable, Sendable, Hashable, CaseIterable {
    case passwordReset = "PASSWORD_RESET"
    case verifyEmail = "VERIFY_EMAIL"
    case emailSignIn = "EMAIL_SIGNIN"
    case verifyAndChangeEmail = "VERIFY_AND_CHANGE_EMAIL"
    /// Only seen in ``ResetPasswordResponse`` (a code that undoes an e-mail change).
    case recoverEmail = "RECOVER_EMAIL"
}
