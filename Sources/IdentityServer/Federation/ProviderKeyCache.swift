import AuthCrypto
import Foundation
import Synchronization

/// One provider's signing keys, fetched only from its configured URL and kept for the
/// `Cache-Control: max-age` of the answer (5 minutes without one, at most a day). A token whose
/// `kid` is not in the cached set triggers a refetch, but at most once a minute, so unknown key IDs
/// cannot be used to make the server hammer the provider.
final class ProviderKeyCache: Sendable {
    static let defaultLifetime: Int64 = 300
    static let maximumLifetime: Int64 = 86_400
    static let refetchInterval: Int64 = 60

    private struct State {
        var keys: JWKSet?
        var expiresAt: Int64 = 0
        var lastFetchAt: Int64?
    }

    let url: URL
    private let clock: ServerClock
    private let logger: ServerLogger
    private let fetcher: JWKSFetcher
    private let state = Mutex(State())

    init(url: URL, clock: ServerClock, logger: ServerLogger, fetcher: JWKSFetcher = JWKSFetcher()) {
        self.url = url
        self.clock = clock
        self.logger = logger
        self.fetcher = fetcher
    }

    /// The key set to verify a token naming `keyID` with. Returns the cached set when it is fresh
    /// and has the key, or when a refetch happened less than a minute ago; otherwise fetches.
    /// A failed fetch falls back to the previous set.
    /// - Throws: `INVALID_IDP_RESPONSE` when no set was ever fetched and fetching fails.
    func keySet(for keyID: String?) async throws(APIError) -> JWKSet {
        let now = clock.seconds
        let cached: JWKSet? = state.withLock { state in
            guard let keys = state.keys else {
                if let last = state.lastFetchAt, now - last < Self.refetchInterval { return JWKSet(keys: []) }
                state.lastFetchAt = now
                return nil
            }
            let fresh = now < state.expiresAt
            let known = keyID.map { keys.publicKey(forKeyID: $0) != nil } ?? true
            if fresh && known { return keys }
            if let last = state.lastFetchAt, now - last < Self.refetchInterval { return keys }
            state.lastFetchAt = now
            return nil
        }
        if let cached { return cached }
        do {
            let download = try await fetcher.fetch(url)
            let keys = try JWKSet(jsonData: download.body)
            let lifetime = min(download.maxAge ?? Self.defaultLifetime, Self.maximumLifetime)
            state.withLock { state in
                state.keys = keys
                state.expiresAt = now + lifetime
            }
            logger.debug(
                "provider keys fetched",
                ["url": .string(url.absoluteString), "keys": .int(Int64(keys.usableKeyIDs.count))])
            return keys
        } catch {
            logger.warning(
                "provider keys unavailable",
                ["url": .string(url.absoluteString), "error": .string(String(describing: error))])
            if let stale = state.withLock({ $0.keys }) { return stale }
            throw .code(.invalidIDPResponse, "The identity provider's signing keys are unavailable.")
        }
    }
}
