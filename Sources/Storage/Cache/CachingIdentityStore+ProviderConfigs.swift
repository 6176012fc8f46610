extension CachingIdentityStore {
    // MARK: - Identity-provider configurations (not cached: every instance reads the database)

    public func insertProviderConfig(_ config: ProviderConfigRecord) throws {
        try forward { try $0.insertProviderConfig(config) }
    }

    public func providerConfig(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String)
        throws -> ProviderConfigRecord?
    {
        try forward { try $0.providerConfig(collection, tenantId: tenantId, providerId: providerId) }
    }

    public func updateProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String,
        _ transform: (inout ProviderConfigRecord) throws -> Void
    ) throws -> ProviderConfigRecord? {
        try forward { try $0.updateProviderConfig(collection, tenantId: tenantId, providerId: providerId, transform) }
    }

    @discardableResult
    public func deleteProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String
    ) throws -> Bool {
        try forward { try $0.deleteProviderConfig(collection, tenantId: tenantId, providerId: providerId) }
    }

    public func listProviderConfigs(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, after: String?, limit: Int
    ) throws -> [ProviderConfigRecord] {
        try forward { try $0.listProviderConfigs(collection, tenantId: tenantId, after: after, limit: limit) }
    }
}
