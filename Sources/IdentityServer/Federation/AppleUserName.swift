import AuthCrypto
import Foundation

/// The name Sign in with Apple tells only the app, and only on the first authorization: Firebase's iOS
/// SDK (`OAuthProvider.appleCredential(withIDToken:rawNonce:fullName:)`) passes it on as `postBody`'s
/// `user` parameter, `{"name":{"firstName":"…","lastName":"…"}}`. Apple's web flow posts the same
/// shape (with an `email` member, ignored here).
///
/// It is the client's say-so, not Apple's, so it is checked like any user input: at most 2 KiB of JSON,
/// `name` an object whose `firstName` and `lastName` are strings (or absent) of at most 128 characters
/// each with no control characters, line breaks or bidirectional overrides (which could make a name
/// display as something else); surrounding white space is dropped. Anything else yields `nil`: the name
/// is ignored and the sign-in goes on without it.
struct AppleUserName: Sendable, Equatable {
    static let maximumJSONLength = 2048
    static let maximumPartLength = 128

    let firstName: String?
    let lastName: String?

    /// "first last", or whichever part there is.
    var displayName: String { [firstName, lastName].compactMap { $0 }.joined(separator: " ") }

    init?(json text: String?) {
        guard let text, !text.isEmpty, text.utf8.count <= Self.maximumJSONLength,
            let name = JSON.parse(Data(text.utf8))?["name"]?.objectValue
        else { return nil }
        guard let first = Self.part(name["firstName"]), let last = Self.part(name["lastName"]) else {
            return nil
        }
        guard first != nil || last != nil else { return nil }
        firstName = first
        lastName = last
    }

    /// `.some(nil)` for an absent, null or blank part; `nil` when the part is not acceptable.
    private static func part(_ value: JSON?) -> String?? {
        switch value {
        case nil, .null?:
            return .some(nil)
        case .string(let raw)?:
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count <= maximumPartLength, !trimmed.unicodeScalars.contains(where: isLineOrControl)
            else { return nil }
            return .some(trimmed.isEmpty ? nil : trimmed)
        default:
            return nil
        }
    }

    /// Control characters, line or paragraph separators and the bidirectional embedding, override and
    /// isolate controls (U+202A–U+202E, U+2066–U+2069). Other format characters such as ZWNJ, which some
    /// scripts' names need, are allowed.
    private static func isLineOrControl(_ scalar: Unicode.Scalar) -> Bool {
        if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
            return true
        }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
