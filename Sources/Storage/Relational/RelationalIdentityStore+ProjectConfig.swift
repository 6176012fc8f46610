extension RelationalIdentityStore {
    // MARK: - Project configuration

    public func projectConfig() throws -> ProjectConfigRecord {
        try read { session in
            try session.firstRow(
                "SELECT settings, updated_at FROM project_config WHERE name = 'project'", [],
                Self.projectConfig(from:))
        } ?? ProjectConfigRecord()
    }

    public func updateProjectConfig(_ transform: (inout ProjectConfigRecord) throws -> Void) throws
        -> ProjectConfigRecord
    {
        try write { session in
            // The row exists from the first update on; make it, then lock it, so concurrent updates
            // (from any instance) apply one after the other.
            _ = try session.run(
                """
                INSERT INTO project_config (name, settings, updated_at) VALUES ('project', '{}', 0)
                ON CONFLICT (name) DO NOTHING
                """, [])
            var config =
                try session.firstRow(
                    "SELECT settings, updated_at FROM project_config WHERE name = 'project'\(Self.dialect.rowLock)",
                    [], Self.projectConfig(from:)) ?? ProjectConfigRecord()
            try transform(&config)
            _ = try session.run(
                "UPDATE project_config SET settings = $1, updated_at = $2 WHERE name = 'project'",
                [config.settings, config.updatedAt])
            return config
        }
    }

    private static func projectConfig(from row: Session.Row) throws -> ProjectConfigRecord {
        ProjectConfigRecord(settings: try row.string(0), updatedAt: try row.int64(1))
    }
}
