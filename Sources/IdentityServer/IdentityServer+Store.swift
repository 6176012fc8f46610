import PostgresStorage
import Storage

extension IdentityServer {
    /// The store `configuration` selects, with the function that closes it: PostgreSQL when
    /// `database` is set (behind an account cache that the schema's change feed keeps coherent with
    /// the other instances), otherwise SQLite in the data directory, behind the same cache: every
    /// authenticated call reads its account, and a SQLite read transaction costs file locks (system
    /// calls) and several queries. This process's writes drop what they change; another process
    /// writing the same file is seen within the cache's staleness bound.
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
        return (CachingIdentityStore(base: store), { try store.close() })
    }
}
