extension InMemoryIdentityStore {
    // MARK: - Project configuration

    public func projectConfig() throws -> ProjectConfigRecord {
        state.withLock { $0.projectConfig }
    }

    public func updateProjectConfig(_ transform: (inout ProjectConfigRecord) throws -> Void) throws
        -> ProjectConfigRecord
    {
        try state.withLock { state in
            var config = state.projectConfig
            try transform(&config)
            state.projectConfig = config
            return config
        }
    }
}
