/// A class of characters a ``PasswordPolicy`` can require.
public enum PasswordCharacterClass: String, Sendable, Hashable, CaseIterable {
    /// `a`–`z`.
    case lowercase
    /// `A`–`Z`.
    case uppercase
    /// `0`–`9`.
    case digit
    /// Anything that is not an ASCII letter or digit (symbols, spaces, non-ASCII letters).
    case nonAlphanumeric

    /// The class `scalar` belongs to.
    public init(classifying scalar: Unicode.Scalar) {
        switch scalar {
        case "a"..."z": self = .lowercase
        case "A"..."Z": self = .uppercase
        case "0"..."9": self = .digit
        default: self = .nonAlphanumeric
        }
    }
}
