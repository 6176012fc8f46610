/// The text fields of the sign-in screen.
public enum SignInField: Sendable, Hashable, CaseIterable {
    case email
    case password
}
