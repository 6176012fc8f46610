/// The audit log is not cached: entries go to, and are read from, the underlying store.
extension CachingIdentityStore {
    public func insertAuditEntries(_ entries: [AuditEntryRecord]) throws {
        try forward { try $0.insertAuditEntries(entries) }
    }

    public func auditEntries(_ query: AuditQuery) throws -> [AuditEntryRecord] {
        try forward { try $0.auditEntries(query) }
    }

    @discardableResult
    public func purgeAuditEntries(before instant: Int64) throws -> Int {
        try forward { try $0.purgeAuditEntries(before: instant) }
    }
}
