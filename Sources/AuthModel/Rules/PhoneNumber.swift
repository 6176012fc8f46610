import Foundation

/// A phone number as a sign-in form takes it: `+`, a country code and the number (E.164, 7 to 15
/// digits, the first not 0), with the spaces, dashes, dots and parentheses people type in between.
/// ``e164`` is the form the server wants (`+821012345678`).
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// `+` and the digits.
    public let e164: String

    /// Nil unless `text` is such a number.
    public init?(_ text: String) {
        var digits = ""
        var sawPlus = false
        for character in text.trimmingCharacters(in: .whitespaces) {
            switch character {
            case "+" where !sawPlus && digits.isEmpty: sawPlus = true
            case "0"..."9" where sawPlus: digits.append(character)
            case " ", "-", ".", "(",
                ")" where sawPlus:
                continue
            default: return nil
            }
        }
        guard sawPlus, (7...15).contains(digits.count), digits.first != "0" else { return nil }
        e164 = "+" + digits
    }

    public var description: String { e164 }
}
