extension RelationalIdentityStore {
    /// Writes a probe window, then reads the newest applied migration.
    public func probeReadiness(now: Int64) throws -> StoreReadiness {
        _ = try hitRateLimit(key: StoreReadiness.probeKey, windowStart: now, windowSeconds: 1, now: now)
        let applied = try read { session in
            try session.firstRow("SELECT max(version) FROM schema_migrations", []) { try $0.optionalInt64(0) }
        }
        return StoreReadiness(
            appliedSchemaVersion: applied.flatMap { $0 }.map(Int.init),
            knownSchemaVersion: Self.knownSchemaVersion)
    }
}
