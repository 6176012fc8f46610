import PostgresStorage
import Storage

extension IdentityServer {
    /// The store `configuration` selects, with the function that closes it: PostgreSQL when
    /// `database` is set, otherwise SQLite in the data directory.
    static func openStore(_ configuration: ServerConfiguration) throws
        -> (any IdentityStore, @Sendable () throws -> Void)
    {
        if let url = configuration.database {
            let store = try PostgresIdentityStore(
                url: url,
                configuration: PostgresIdentityStore.Configuration(
                    poolSize: configuration.databasePoolSize
                        ?? configuration.httpThreads + configuration.hashThreads,
                    schema: configuration.databaseSchema,
                    unavailableAfterSeconds: Double(configuration.databaseWait)))
            return (store, { store.close() })
        }
        let store = try SQLiteIdentityStore(path: configuration.dataDirectory + "/sesame.sqlite")
        return (store, { try store.close() })
    }
}
