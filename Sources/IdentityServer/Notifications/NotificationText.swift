import AuthModel
import Storage

/// Every sentence of the mail and SMS the server sends. Each exists once per language:
/// `NotificationText+English.swift` and `NotificationText+Korean.swift`. Values (names, addresses)
/// go in as given; `MailComposer` escapes them for HTML.
enum NotificationText: Sendable, Hashable {
    case subject(OobCodeKind, app: String)
    case greeting(displayName: String?)
    /// What was asked (or, for `recoverEmail`, what happened).
    case request(OobCodeKind, app: String, email: String, newEmail: String)
    /// The sentence that leads to the link.
    case action(OobCodeKind, email: String)
    /// The link's label in the HTML part.
    case button(OobCodeKind)
    case expiry(seconds: Int64)
    /// What to do if it was not you.
    case ifNotYou(OobCodeKind, app: String)
    case signature(app: String)
    /// The HTML part's note for mail readers that show no button.
    case linkFallback
    /// A phone verification code's SMS.
    case sms(code: String, app: String)

    func text(in language: AuthLanguage) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// A lifetime as whole days, hours, minutes or seconds: the largest unit that divides it.
    static func duration(_ seconds: Int64) -> (count: Int64, unit: DurationUnit) {
        for (size, unit) in [(Int64(86_400), DurationUnit.day), (3600, .hour), (60, .minute)]
        where seconds >= size && seconds % size == 0 {
            return (seconds / size, unit)
        }
        return (seconds, .second)
    }

    enum DurationUnit: Sendable { case day, hour, minute, second }
}
