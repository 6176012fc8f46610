extension OobCodeRecord {
    /// What presenting this code at `now` for `kind` amounts to; the rule every store applies:
    /// wrong kind is `.notFound`, then used, then expired, otherwise valid.
    public func lookup(kind: OobCodeKind?, now: Int64) -> OobCodeLookup {
        if let kind, kind != self.kind { return .notFound }
        if usedAt != nil { return .used }
        if let expiresAt, now >= expiresAt { return .expired }
        return .valid(self)
    }
}
