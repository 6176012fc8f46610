extension PostgresIdentityStore {
    /// As SQLite's migration 14: the audit log, read newest first by target or over everything.
    static let auditSchema = """
        CREATE TABLE audit_entries (
            entry_id TEXT PRIMARY KEY,
            at BIGINT NOT NULL,
            kind TEXT NOT NULL,
            actor_kind TEXT NOT NULL,
            actor_id TEXT,
            target TEXT,
            tenant_id TEXT,
            outcome TEXT NOT NULL,
            source_address TEXT,
            request_id TEXT,
            details TEXT
        );
        CREATE INDEX audit_entries_by_time ON audit_entries (at, entry_id);
        CREATE INDEX audit_entries_by_target ON audit_entries (target, at);
        """
}
