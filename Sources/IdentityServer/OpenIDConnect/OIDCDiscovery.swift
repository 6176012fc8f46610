import AuthCrypto
import Foundation
import Synchronization

/// Finds OpenID Connect providers' metadata (`OIDCProviderMetadata`) and keeps each for an hour (the
/// answer's `max-age` when shorter), at most `capacity` providers. Fetched only from the configured
/// issuer's well-known URL, without redirects, bounded in size and time (`ProviderHTTPClient`); a
/// document naming another issuer is refused (Discovery 1.0, section 4.3), so a configuration cannot be
/// pointed at keys the issuer does not publish.
final class OIDCDiscovery: Sendable {
    static let lifetime: Int64 = 3_600
    static let capacity = 256

    private let clock: ServerClock
    private let logger: ServerLogger
    private let http: ProviderHTTPClient
    private let cache = Mutex<[String: (metadata: OIDCProviderMetadata, expiresAt: Int64)]>([:])

    init(clock: ServerClock, logger: ServerLogger, http: ProviderHTTPClient = ProviderHTTPClient()) {
        self.clock = clock
        self.logger = logger
        self.http = http
    }

    /// The metadata of `issuer`, or `INVALID_IDP_RESPONSE` when it cannot be had.
    func metadata(issuer: String) async throws(APIError) -> OIDCProviderMetadata {
        let now = clock.seconds
        if let cached = cache.withLock({ $0[issuer] }), now < cached.expiresAt { return cached.metadata }
        guard let url = OIDCProviderMetadata.documentURL(issuer: issuer) else {
            throw Self.unavailable("the issuer is not a URL")
        }
        let answer: ProviderHTTPClient.Answer
        switch await http.get(url) {
        case .success(let value): answer = value
        case .failure(let failure):
            logger.warning("oidc discovery failed", ["issuer": .string(issuer), "error": .string(failure.description)])
            throw Self.unavailable(failure.description)
        }
        guard answer.status == 200, let document = JSON.parse(answer.body)?.objectValue,
            let metadata = OIDCProviderMetadata(document)
        else {
            logger.warning("oidc discovery refused", ["issuer": .string(issuer), "status": .int(Int64(answer.status))])
            throw Self.unavailable("its discovery document is unusable")
        }
        guard metadata.issuer == issuer else { throw Self.unavailable("its discovery document names another issuer") }
        let lifetime = min(answer.cacheControl.flatMap(JWKSFetcher.maxAge) ?? Self.lifetime, Self.lifetime)
        cache.withLock { cache in
            if cache.count >= Self.capacity { cache.removeAll() }
            cache[issuer] = (metadata, now + lifetime)
        }
        return metadata
    }

    private static func unavailable(_ why: String) -> APIError {
        SignedProviderTokenVerifier.invalid("the OpenID Connect provider's configuration is unavailable: \(why).")
    }
}
