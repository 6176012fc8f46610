/// A provider configuration's key in memory.
struct ProviderConfigKey: Hashable, Sendable {
    let collection: ProviderConfigRecord.Collection
    let tenantKey: String
    let providerId: String

    init(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String) {
        self.collection = collection
        self.tenantKey = tenantId ?? ""
        self.providerId = providerId
    }

    init(_ config: ProviderConfigRecord) {
        self.init(config.collection, tenantId: config.tenantId, providerId: config.providerId)
    }
}

extension InMemoryIdentityStore {
    // MARK: - Identity-provider configurations

    public func insertProviderConfig(_ config: ProviderConfigRecord) throws {
        try state.withLock { state throws(StoreError) in
            let key = ProviderConfigKey(config)
            guard state.providerConfigs[key] == nil else { throw .duplicateKey }
            state.providerConfigs[key] = config
        }
    }

    public func providerConfig(_ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String)
        throws -> ProviderConfigRecord?
    {
        state.withLock { $0.providerConfigs[ProviderConfigKey(collection, tenantId: tenantId, providerId: providerId)] }
    }

    public func updateProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String,
        _ transform: (inout ProviderConfigRecord) throws -> Void
    ) throws -> ProviderConfigRecord? {
        let key = ProviderConfigKey(collection, tenantId: tenantId, providerId: providerId)
        return try state.withLock { state in
            guard var config = state.providerConfigs[key] else { return nil }
            try transform(&config)
            guard ProviderConfigKey(config) == key else { throw StoreError.immutableField }
            state.providerConfigs[key] = config
            return config
        }
    }

    @discardableResult
    public func deleteProviderConfig(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, providerId: String
    ) throws -> Bool {
        let key = ProviderConfigKey(collection, tenantId: tenantId, providerId: providerId)
        return state.withLock { $0.providerConfigs.removeValue(forKey: key) != nil }
    }

    public func listProviderConfigs(
        _ collection: ProviderConfigRecord.Collection, tenantId: String?, after: String?, limit: Int
    ) throws -> [ProviderConfigRecord] {
        let tenantKey = tenantId ?? ""
        return state.withLock { state in
            Array(
                state.providerConfigs.values.filter { config in
                    config.collection == collection && config.tenantKey == tenantKey
                        && (after.map { config.providerId > $0 } ?? true)
                }.sorted { $0.providerId < $1.providerId }.prefix(max(0, limit)))
        }
    }
}
