/// The text fields of the sign-up screen.
public enum SignUpField: Sendable, Hashable, CaseIterable {
    case email
    case password
    case confirmation
    case displayName
}
