import LoginFeature

/// A screen a user can go to: the signed-out screens, the code step of a sign-in, and from home the
/// authenticator set-up, the account details and the passkeys (``home`` goes back to it).
public enum LoginDestination: Sendable, Hashable {
    case signIn
    case signUp
    case passwordReset
    case socialSignIn(SocialProviderKind)
    case verificationCode(VerificationCodePurpose)
    case totpEnrollment
    case account
    case passkeys
    case home
}
