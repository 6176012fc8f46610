import Foundation
import Synchronization

/// One `ProviderKeyCache` per key-set URL, for providers an admin configures at run time (OpenID
/// Connect, Microsoft): a token of any of them reuses the keys already fetched for its URL. At most
/// `capacity` URLs are kept (all are forgotten when a new one would pass it).
final class ProviderKeyCaches: Sendable {
    static let capacity = 256

    private let clock: ServerClock
    private let logger: ServerLogger
    private let caches = Mutex<[URL: ProviderKeyCache]>([:])

    init(clock: ServerClock, logger: ServerLogger) {
        self.clock = clock
        self.logger = logger
    }

    func cache(for url: URL) -> ProviderKeyCache {
        caches.withLock { caches in
            if let cache = caches[url] { return cache }
            if caches.count >= Self.capacity { caches.removeAll() }
            let cache = ProviderKeyCache(url: url, clock: clock, logger: logger)
            caches[url] = cache
            return cache
        }
    }
}
