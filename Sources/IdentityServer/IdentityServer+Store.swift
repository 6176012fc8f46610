import PostgresStorage
import Storage

extension IdentityServer {
    /// The store `configuration` selects, with the function that closes it: PostgreSQL when
    /// `database` is set (behind an account cache that the schema's change feed keeps coherent with
    /// the other instances), otherwise SQLite in the data directory (whose reads are local already).
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
            let (cached, feed) = store.cached()
            return (
                cached,
                {
                    feed.stop()
                    store.close()
                }
            )
        }
        let store = try SQLiteIdentityStore(path: configuration.dataDirectory + "/sesame.sqlite")
        return (store, { try store.close() })
    }
}
