/// A page of audit entries, newest first, that match every filter given (keyset pagination: a store
/// reads only the page).
public struct AuditQuery: Sendable, Equatable {
    /// Only entries about this target (an account's localId, an e-mail address, a tenant id, `project`).
    public var target: String?
    /// Only entries of these kinds (any when empty).
    public var kinds: [String]
    /// Only entries by this actor id, or this actor kind (`console`, `adminKey`, …).
    public var actor: String?
    /// Only entries at or after this instant (milliseconds).
    public var since: Int64?
    /// Only entries before this instant (milliseconds, exclusive).
    public var until: Int64?
    /// Only entries after this one in the log's order (the previous page's last `time` and `id`).
    public var after: Cursor?
    /// At most this many entries.
    public var limit: Int

    /// Where a page ends.
    public struct Cursor: Sendable, Equatable {
        public var time: Int64
        public var id: String

        public init(time: Int64, id: String) {
            self.time = time
            self.id = id
        }
    }

    public init(
        target: String? = nil, kinds: [String] = [], actor: String? = nil, since: Int64? = nil,
        until: Int64? = nil, after: Cursor? = nil, limit: Int
    ) {
        self.target = target
        self.kinds = kinds
        self.actor = actor
        self.since = since
        self.until = until
        self.after = after
        self.limit = limit
    }

    /// Whether `entry` passes the filters and the cursor; the rule every store applies.
    public func matches(_ entry: AuditEntryRecord) -> Bool {
        if let target, entry.target != target { return false }
        if !kinds.isEmpty, !kinds.contains(entry.kind) { return false }
        if let actor, entry.actorId != actor, entry.actorKind != actor { return false }
        if let since, entry.time < since { return false }
        if let until, entry.time >= until { return false }
        if let after, (entry.time, entry.id) >= (after.time, after.id) { return false }
        return true
    }
}
