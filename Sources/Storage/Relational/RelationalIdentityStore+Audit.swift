extension RelationalIdentityStore {
    // MARK: - Audit log

    private static var auditColumns: String {
        """
        entry_id, at, kind, actor_kind, actor_id, target, tenant_id, outcome, source_address, request_id, \
        details
        """
    }

    public func insertAuditEntries(_ entries: [AuditEntryRecord]) throws {
        guard !entries.isEmpty else { return }
        try write { session in
            for entry in entries {
                _ = try session.run(
                    """
                    INSERT INTO audit_entries (\(Self.auditColumns))
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                    """,
                    [
                        entry.id, entry.time, entry.kind, entry.actorKind, entry.actorId, entry.target,
                        entry.tenantId, entry.outcome, entry.sourceAddress, entry.requestId, entry.details,
                    ])
            }
        }
    }

    public func auditEntries(_ query: AuditQuery) throws -> [AuditEntryRecord] {
        var conditions: [String] = []
        var arguments: [any SQLArgumentConvertible] = []
        func argument(_ value: any SQLArgumentConvertible) -> String {
            arguments.append(value)
            return "$\(arguments.count)"
        }
        if let target = query.target { conditions.append("target = \(argument(target))") }
        if !query.kinds.isEmpty {
            conditions.append("kind IN (\(query.kinds.map { argument($0) }.joined(separator: ", ")))")
        }
        if let actor = query.actor {
            conditions.append("(actor_id = \(argument(actor)) OR actor_kind = \(argument(actor)))")
        }
        if let since = query.since { conditions.append("at >= \(argument(since))") }
        if let until = query.until { conditions.append("at < \(argument(until))") }
        if let after = query.after {
            conditions.append(
                "(at < \(argument(after.time)) OR (at = \(argument(after.time)) AND entry_id < \(argument(after.id))))")
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        let limit = argument(Int64(max(0, query.limit)))
        return try read { session in
            try session.rows(
                "SELECT \(Self.auditColumns) FROM audit_entries \(filter) ORDER BY at DESC, entry_id DESC LIMIT \(limit)",
                arguments, Self.auditEntry(from:))
        }
    }

    @discardableResult
    public func purgeAuditEntries(before instant: Int64) throws -> Int {
        try writeAtomicStatements { session in
            try session.run("DELETE FROM audit_entries WHERE at < $1", [instant])
        }
    }

    private static func auditEntry(from row: Session.Row) throws -> AuditEntryRecord {
        AuditEntryRecord(
            id: try row.string(0), time: try row.int64(1), kind: try row.string(2), actorKind: try row.string(3),
            actorId: row.optionalString(4), target: row.optionalString(5), tenantId: row.optionalString(6),
            outcome: try row.string(7), sourceAddress: row.optionalString(8), requestId: row.optionalString(9),
            details: row.optionalString(10))
    }
}
