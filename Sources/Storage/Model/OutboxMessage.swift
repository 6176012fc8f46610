/// An e-mail waiting to be (or already) delivered. Instants are Unix milliseconds.
public struct OutboxMessage: Sendable, Equatable {
    /// The caller's unique id for the message.
    public var id: String
    /// The recipient's address.
    public var to: String
    public var subject: String
    public var body: String
    public var createdAt: Int64
    /// When delivery succeeded; nil while pending.
    public var sentAt: Int64?

    public init(id: String, to: String, subject: String, body: String, createdAt: Int64, sentAt: Int64? = nil)
    {
        self.id = id
        self.to = to
        self.subject = subject
        self.body = body
        self.createdAt = createdAt
        self.sentAt = sentAt
    }
}
