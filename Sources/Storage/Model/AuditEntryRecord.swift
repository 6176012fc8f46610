/// One entry of the audit log: who did what to which account or setting, from where, and how it ended.
///
/// The store keeps entries as given; it never reads secrets into them (the server decides what an
/// entry says, and says no password, token, code or key). Entries outlive the accounts they name.
public struct AuditEntryRecord: Sendable, Equatable {
    /// Unique, random; with `time` it orders entries (newest first) and makes the paging cursor.
    public var id: String
    /// When it happened, in milliseconds since 1970.
    public var time: Int64
    /// What happened (`account.delete`, `signIn.failure`, …), the server's `AuditEventKind`.
    public var kind: String
    /// Who did it: `adminKey`, `console`, `serviceAccount`, `user`, `anonymous` or `system`.
    public var actorKind: String
    /// Which one of them, when known (a console session's id, an account's localId, a key's id).
    public var actorId: String?
    /// What it was done to: an account's localId, an e-mail address when no account matched, a tenant id,
    /// `project` for the project's configuration; nil when it names nothing (a batch).
    public var target: String?
    /// The tenant the request named (nil = the project's own accounts).
    public var tenantId: String?
    /// `success`, or the error code the request was answered with (`INVALID_PASSWORD`, …).
    public var outcome: String
    /// The client's address (the peer's, or the one a trusted proxy forwarded).
    public var sourceAddress: String?
    /// The HTTP request's id (`X-Request-Id`), as the access log has it.
    public var requestId: String?
    /// More about it, a JSON object text of names and counts only (the fields an update changed, …).
    public var details: String?

    public init(
        id: String, time: Int64, kind: String, actorKind: String, actorId: String? = nil, target: String? = nil,
        tenantId: String? = nil, outcome: String = "success", sourceAddress: String? = nil,
        requestId: String? = nil, details: String? = nil
    ) {
        self.id = id
        self.time = time
        self.kind = kind
        self.actorKind = actorKind
        self.actorId = actorId
        self.target = target
        self.tenantId = tenantId
        self.outcome = outcome
        self.sourceAddress = sourceAddress
        self.requestId = requestId
        self.details = details
    }

    /// Whether this entry comes before `other` in the log's order: newer first, then by id descending.
    public func precedes(_ other: AuditEntryRecord) -> Bool {
        (time, id) > (other.time, other.id)
    }
}
