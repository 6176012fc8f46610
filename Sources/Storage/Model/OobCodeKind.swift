/// What an out-of-band code lets its holder do.
public enum OobCodeKind: String, Sendable, CaseIterable {
    /// Firebase `PASSWORD_RESET`.
    case passwordReset
    /// Firebase `VERIFY_EMAIL`.
    case verifyEmail
    /// Firebase `VERIFY_AND_CHANGE_EMAIL`.
    case changeEmail
    /// Firebase `EMAIL_SIGNIN` (e-mail link sign-in).
    case signIn
    /// Firebase `RECOVER_EMAIL`: undoes an e-mail change (mailed to the old address).
    case recoverEmail
}
