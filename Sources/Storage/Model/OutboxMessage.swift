/// An e-mail waiting to be (or already) delivered. Instants are Unix milliseconds.
public struct OutboxMessage: Sendable, Equatable {
    /// The caller's unique id for the message.
    public var id: String
    /// The recipient's address.
    public var to: String
    public var subject: String
    /// The text part.
    public var body: String
    public var createdAt: Int64
    /// When delivery succeeded; nil while pending.
    public var sentAt: Int64?
    /// The HTML part; nil sends the text alone.
    public var html: String?
    /// The `From:` mailbox (`Name <address>` or an address); nil is the server's configured sender.
    public var sender: String?
    /// The `Reply-To:` address, if any.
    public var replyTo: String?

    public init(
        id: String, to: String, subject: String, body: String, createdAt: Int64, sentAt: Int64? = nil,
        html: String? = nil, sender: String? = nil, replyTo: String? = nil
    ) {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.createdAt = createdAt
        self.sentAt = sentAt
        self.html = html
        self.sender = sender
        self.replyTo = replyTo
    }
}
