import LoginFeature

/// A screen a signed-out user can go to. Signed-in screens follow the session, not links.
public enum LoginDestination: Sendable, Hashable {
    case signIn
    case signUp
    case passwordReset
    case socialSignIn(SocialProviderKind)
}
