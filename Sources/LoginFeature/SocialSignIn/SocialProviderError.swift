/// How a native sign-in sheet (Google Sign-In, Sign in with Apple) can fail.
public enum SocialProviderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The user closed the sheet: nothing to report.
    case cancelled
    /// The provider failed (no network, misconfiguration, no identity token); shown to the user.
    case failed
    /// The provider does not exist on this platform (native SDKs exist only on Apple platforms).
    case unavailable

    public var description: String {
        switch self {
        case .cancelled: "SocialProviderError.cancelled"
        case .failed: "SocialProviderError.failed"
        case .unavailable: "SocialProviderError.unavailable"
        }
    }
}
