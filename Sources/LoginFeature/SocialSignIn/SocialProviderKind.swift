/// The identity providers the social sign-in screen offers.
public enum SocialProviderKind: String, Sendable, Hashable, CaseIterable {
    case google = "google.com"
    case apple = "apple.com"
}
