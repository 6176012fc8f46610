import AuthCrypto

/// One thing to record: what, by whom, to what, how it ended. Source address and request id come from
/// the request (`APICall`); `details` holds names and counts only — never a password, token, code or key.
public struct AuditEvent: Sendable {
    public var kind: AuditEventKind
    public var actor: AuditActor
    /// An account's localId, an e-mail address no account has, a tenant id, `project`, a key id.
    public var target: String?
    public var tenantId: String?
    /// nil: success; otherwise the error code the request was answered with.
    public var failure: String?
    public var sourceAddress: String?
    public var requestId: String?
    /// Names and counts (`fields`: the fields an update changed; `provider`; `count`).
    public var details: [String: JSON]

    public init(
        _ kind: AuditEventKind, actor: AuditActor, target: String? = nil, tenantId: String? = nil,
        failure: String? = nil, sourceAddress: String? = nil, requestId: String? = nil,
        details: [String: JSON] = [:]
    ) {
        self.kind = kind
        self.actor = actor
        self.target = target
        self.tenantId = tenantId
        self.failure = failure
        self.sourceAddress = sourceAddress
        self.requestId = requestId
        self.details = details
    }
}
