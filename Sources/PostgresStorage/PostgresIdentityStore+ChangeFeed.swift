import Foundation
import Storage

extension PostgresIdentityStore {
    /// A change feed of this store's schema (not started): its own connection, with the pool's URL and
    /// search path, named `<applicationName>-changes-<pid>` in `pg_stat_activity`.
    public func changeFeed(
        configuration feedConfiguration: PostgresChangeFeed.Configuration = .init(),
        deliver: @escaping @Sendable (StoreChange) -> Void,
        coherent: @escaping @Sendable (UInt64) -> Void
    ) -> PostgresChangeFeed {
        let pool = database.pool
        let name = "\(configuration.applicationName)-changes-\(ProcessInfo.processInfo.processIdentifier)"
        return PostgresChangeFeed(
            configuration: feedConfiguration,
            connect: { try pool.dedicatedConnection(overriding: ["application_name": name]) },
            deliver: deliver, coherent: coherent)
    }

    /// This store behind an account cache kept coherent by a change feed, started (stop the feed before
    /// closing the store).
    public func cached(
        cache: AccountCache = AccountCache(),
        feed feedConfiguration: PostgresChangeFeed.Configuration = .init()
    ) -> (store: CachingIdentityStore, feed: PostgresChangeFeed) {
        let cached = CachingIdentityStore(base: self, cache: cache)
        let feed = changeFeed(
            configuration: feedConfiguration, deliver: { [weak cached] in cached?.apply($0) },
            coherent: { [weak cache] in cache?.markCoherent(asOf: $0) })
        feed.start()
        return (cached, feed)
    }
}
