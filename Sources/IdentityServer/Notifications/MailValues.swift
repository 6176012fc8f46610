/// What a mail's placeholders stand for (Firebase's `%APP_NAME%`, `%LINK%`, `%EMAIL%`,
/// `%NEW_EMAIL%`, `%DISPLAY_NAME%`).
struct MailValues: Sendable, Equatable {
    var appName: String
    var link: String
    /// The address the mail is about (for a change, the account's current one).
    var email: String
    /// The address an account changes to (`changeEmail`, `recoverEmail`); empty otherwise.
    var newEmail: String = ""
    var displayName: String?

    static let placeholders = ["APP_NAME", "LINK", "EMAIL", "NEW_EMAIL", "DISPLAY_NAME"]

    func value(of placeholder: String) -> String? {
        switch placeholder {
        case "APP_NAME": appName
        case "LINK": link
        case "EMAIL": email
        case "NEW_EMAIL": newEmail
        case "DISPLAY_NAME": displayName ?? ""
        default: nil
        }
    }

    /// `template` with each `%NAME%` replaced by `transform(value)` in one pass: a value that itself
    /// contains a placeholder is not expanded again. Unknown `%…%` stay as written.
    func fill(_ template: String, _ transform: (_ placeholder: String, _ value: String) -> String) -> String {
        var result = ""
        var rest = Substring(template)
        while let start = rest.firstIndex(of: "%") {
            result += rest[..<start]
            let after = rest[rest.index(after: start)...]
            if let end = after.firstIndex(of: "%"), let value = value(of: String(after[..<end])) {
                result += transform(String(after[..<end]), value)
                rest = after[after.index(after: end)...]
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }
}
