/// A mail ready for the outbox: its headers' values and both parts.
struct ComposedMail: Sendable, Equatable {
    var subject: String
    /// The text/plain part (the outbox's `body`).
    var text: String
    /// The text/html part.
    var html: String
    var from: MailAddress
    var replyTo: String?
}
