extension SQLiteIdentityStore {
    /// The audit log (`AuditEntryRecord`): read newest first, by target (an account's page) or over
    /// everything; pruned by time. No foreign key: entries outlive the accounts they name.
    static let auditSchema = """
        CREATE TABLE audit_entries (
            entry_id TEXT PRIMARY KEY NOT NULL,
            at INTEGER NOT NULL,
            kind TEXT NOT NULL,
            actor_kind TEXT NOT NULL,
            actor_id TEXT,
            target TEXT,
            tenant_id TEXT,
            outcome TEXT NOT NULL,
            source_address TEXT,
            request_id TEXT,
            details TEXT
        ) STRICT;
        CREATE INDEX audit_entries_by_time ON audit_entries (at, entry_id);
        CREATE INDEX audit_entries_by_target ON audit_entries (target, at);
        """
}
