import AuthCrypto
import Storage

/// An admin's `EmailTemplate` from the project configuration (`notification.sendEmail.*Template`),
/// as Identity Platform shapes it: any of `subject`, `body` (`bodyFormat` `PLAIN_TEXT` or `HTML`),
/// `senderDisplayName`, `senderLocalPart`, `replyTo`. What it leaves out keeps the built-in value.
struct MailTemplate: Sendable, Equatable {
    enum BodyFormat: String, Sendable { case plainText = "PLAIN_TEXT", html = "HTML" }

    var subject: String?
    var body: String?
    var bodyFormat: BodyFormat = .plainText
    var senderDisplayName: String?
    var senderLocalPart: String?
    var replyTo: String?

    /// The config field that customizes mail of `kind`: a change is confirmed with the verification
    /// template, and `changeEmailTemplate` is the notice sent to the old address (recovery), as in
    /// Firebase's console. E-mail link sign-in has no template.
    static func field(for kind: OobCodeKind) -> String? {
        switch kind {
        case .passwordReset: "resetPasswordTemplate"
        case .verifyEmail, .changeEmail: "verifyEmailTemplate"
        case .recoverEmail: "changeEmailTemplate"
        case .signIn: nil
        }
    }

    static let fields = ["resetPasswordTemplate", "verifyEmailTemplate", "changeEmailTemplate"]

    /// The template a config value holds; nil when it customizes nothing.
    init?(_ value: JSON?) {
        guard case .object(let object)? = value else { return nil }
        func text(_ name: String) -> String? {
            object[name]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        }
        subject = text("subject")
        body = text("body")
        bodyFormat = text("bodyFormat").flatMap(BodyFormat.init(rawValue:)) ?? .plainText
        senderDisplayName = text("senderDisplayName")
        senderLocalPart = text("senderLocalPart")
        replyTo = text("replyTo")
        if [subject, body, senderDisplayName, senderLocalPart, replyTo].allSatisfy({ $0 == nil }) {
            return nil
        }
    }

    /// Identity Platform's output-only `customized`: the subject or body differs from the default.
    var isCustomized: Bool { subject != nil || body != nil }

    /// Refuses what could not be sent: an unknown `bodyFormat`, a sender local part or reply-to
    /// address that is not one, a subject or sender name with a line break.
    static func check(_ value: JSON?, field: String) throws(APIError) {
        guard let value else { return }
        guard case .object(let object) = value else {
            throw .invalidArgument("notification.sendEmail.\(field) must be an object.")
        }
        func fail(_ name: String, _ expected: String) -> APIError {
            .invalidArgument("notification.sendEmail.\(field).\(name) must be \(expected).")
        }
        for name in ["subject", "body", "bodyFormat", "senderDisplayName", "senderLocalPart", "replyTo"]
        where object[name] != nil && object[name]?.stringValue == nil {
            throw fail(name, "a string")
        }
        if let format = object["bodyFormat"]?.stringValue,
            !["PLAIN_TEXT", "HTML", "BODY_FORMAT_UNSPECIFIED"].contains(format)
        {
            throw fail("bodyFormat", "PLAIN_TEXT or HTML")
        }
        if let local = object["senderLocalPart"]?.stringValue, !local.isEmpty,
            !MailAddress.isUsableAddress(local + "@example.com") || local.contains("@")
        {
            throw fail("senderLocalPart", "the part of an address before @")
        }
        if let replyTo = object["replyTo"]?.stringValue, !replyTo.isEmpty,
            !MailAddress.isUsableAddress(replyTo)
        {
            throw fail("replyTo", "an e-mail address")
        }
        for name in ["subject", "senderDisplayName"] {
            let forbidden: Set<Unicode.Scalar> =
                name == "subject" ? ["\r", "\n"] : ["\r", "\n", "<", ">", "\""]
            if let text = object[name]?.stringValue, text.unicodeScalars.contains(where: forbidden.contains) {
                throw fail(name, name == "subject" ? "one line" : "one line without angle brackets or quotes")
            }
        }
    }
}
