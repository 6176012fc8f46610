extension InMemoryIdentityStore {
    // MARK: - Audit log

    public func insertAuditEntries(_ entries: [AuditEntryRecord]) throws {
        try state.withLock { state throws(StoreError) in
            var ids = Set(state.auditEntries.map(\.id))
            for entry in entries {
                guard ids.insert(entry.id).inserted else { throw .duplicateKey }
            }
            state.auditEntries += entries
        }
    }

    public func auditEntries(_ query: AuditQuery) throws -> [AuditEntryRecord] {
        state.withLock { state in
            Array(
                state.auditEntries.filter(query.matches).sorted { $0.precedes($1) }.prefix(max(0, query.limit)))
        }
    }

    @discardableResult
    public func purgeAuditEntries(before instant: Int64) throws -> Int {
        state.withLock { state in
            let before = state.auditEntries.count
            state.auditEntries.removeAll { $0.time < instant }
            return before - state.auditEntries.count
        }
    }
}
