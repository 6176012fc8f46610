extension RelationalIdentityStore {
    // MARK: - Identity-provider configurations

    private static var providerConfigColumns: String {
        "collection, tenant_key, provider_id, settings, created_at, updated_at"
    }

    private static func providerConfig(from row: Session.Row) throws -> ProviderConfigRecord {
        guard let collection = ProviderConfigRecord.Collection(rawValue: try row.string(0)) else {
            throw StoreError.storageFailure("unknown provider configuration collection")
        }
        let tenantKey = try row.string(1)
        return ProviderConfigRecord(
            collection: collection, tenantId: tenantKey.isEmpty ? nil : tenantKey, providerId: try row.string(2),
            settings: try row.string(3), createdAt: try row.int64(4), updatedAt: try row.int64(5))
    }

    private static func arguments(_ config: ProviderConfigRecord) -> [any SQLArgumentConvertible] {
        [
            config.collection.rawValue, config.tenantKey, config.providerId, config.settings, config.createdAt,
            config.updatedAt,
        ]
    }

    private static var providerConfigKey: String { "collection = $1 AND tenant_key = $2 AND provider_id = $3" }

    public func insertProviderConfig(_ config: ProviderConfigRecord) throws {
        try write { session in
            _ = try session.run(
                "INSERT INTO provider_configs (\(Self.providerConfigColumns)) VALUES ($1, $2, $3, $4, $5, $6)",
                Self.arguments(config))
        }
    }

    public func providerConfig(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String)
        throws -> ProviderConfigRecord?
    {
        try read { session in
            try session.firstRow(
                "SELECT \(Self.providerConfigColumns) FROM provider_configs WHERE \(Self.providerConfigKey)",
                [collection.rawValue, tenantId ?? "", providerId], Self.providerConfig(from:))
        }
    }

    public func updateProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String,
        _ transform: (inout ProviderConfigRecord) throws -> Void
    ) throws -> ProviderConfigRecord? {
        try write { session in
            guard
                var config = try session.firstRow(
                    """
                    SELECT \(Self.providerConfigColumns) FROM provider_configs WHERE \(Self.providerConfigKey)\
                    \(Self.dialect.rowLock)
                    """,
                    [collection.rawValue, tenantId ?? "", providerId], Self.providerConfig(from:))
            else { return nil }
            try transform(&config)
            guard config.collection == collection, config.tenantId == tenantId, config.providerId == providerId
            else { throw StoreError.immutableField }
            _ = try session.run(
                "UPDATE provider_configs SET settings = $4, created_at = $5, updated_at = $6 WHERE \(Self.providerConfigKey)",
                Self.arguments(config))
            return config
        }
    }

    @discardableResult
    public func deleteProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String
    ) throws -> Bool {
        try write { session in
            try session.run(
                "DELETE FROM provider_configs WHERE \(Self.providerConfigKey)",
                [collection.rawValue, tenantId ?? "", providerId]) > 0
        }
    }

    public func listProviderConfigs(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, after: String?, limit: Int
    ) throws -> [ProviderConfigRecord] {
        try read { session in
            try session.rows(
                """
                SELECT \(Self.providerConfigColumns) FROM provider_configs
                WHERE collection = $1 AND tenant_key = $2 AND ($3 IS NULL OR provider_id > $4)
                ORDER BY provider_id LIMIT $5
                """, [collection.rawValue, tenantId ?? "", after, after, max(0, limit)], Self.providerConfig(from:))
        }
    }
}
