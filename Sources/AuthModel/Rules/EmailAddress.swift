import Foundation

/// An e-mail address that is valid by the WHATWG HTML "valid e-mail address" grammar.
///
/// The grammar (HTML Living Standard, `input type=email`) is deliberately simpler than RFC 5322:
///
///     email     = 1*( atext / "." ) "@" label *( "." label )
///     label     = let-dig [ [ ldh-str ] let-dig ]   ; at most 63 characters
///     atext     = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-" / "/"
///                 / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~"
///
/// Quoted local parts, comments, IP-literal domains and non-ASCII characters are rejected. Sesame adds
/// one rule on top: the whole address has at most ``maximumLength`` (254) characters.
public struct EmailAddress: Sendable, Hashable, CustomStringConvertible {
    /// The longest address accepted, in characters.
    public static let maximumLength = 254
    /// The longest domain label the grammar accepts, in characters.
    public static let maximumLabelLength = 63

    /// The address as given, with surrounding whitespace removed.
    public let rawValue: String

    /// Validates `string` after removing leading and trailing whitespace (as HTML's value
    /// sanitisation does). Returns `nil` when the trimmed text is not a valid address.
    public init?(_ string: String) {
        let trimmed = EmailAddress.trimmed(string)
        guard EmailAddress.isValid(trimmed) else { return nil }
        rawValue = trimmed
    }

    /// The part before the `@`.
    public var localPart: String {
        String(rawValue[..<rawValue.lastIndex(of: "@")!])
    }

    /// The part after the `@`.
    public var domain: String {
        String(rawValue[rawValue.index(after: rawValue.lastIndex(of: "@")!)...])
    }

    /// The form used to compare and store addresses: trimmed and lower-cased.
    public var normalized: String { EmailAddress.normalized(rawValue) }

    public var description: String { rawValue }

    /// Whether `candidate`, exactly as given (no trimming), is a valid address.
    public static func isValid(_ candidate: String) -> Bool {
        EmailGrammarScanner(candidate).scan()
    }

    /// Trims surrounding whitespace and newlines and lower-cases the text, for comparing addresses.
    /// The result is not validated.
    public static func normalized(_ string: String) -> String {
        trimmed(string).lowercased()
    }

    private static func trimmed(_ string: String) -> String {
        string.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
