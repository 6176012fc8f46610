import AuthCrypto
import AuthModel
import Foundation
import Storage
import Synchronization

/// What every endpoint works with: configuration, store, clock, and the services built on them.
final class ServerContext: Sendable {
    let configuration: ServerConfiguration
    let store: any IdentityStore
    let clock: ServerClock
    let logger: ServerLogger
    let keys: SigningKeyManager
    let tokens: TokenService
    let passwords: PasswordService
    let rateLimiter: RateLimiter
    let oobCodes: OobCodes
    /// SMS verification codes (phone sign-in, SMS second factors) and temporary proofs.
    let phone: PhoneVerifications
    /// Checks the app proof `sendVerificationCode` carries.
    let appVerifier: AppVerifier
    /// Sends queued outbox mail when SMTP is configured.
    let deliverer: OutboxDeliverer?
    /// Out-of-band codes are minted, stored and mailed here, after the answer.
    let afterAnswer: AfterAnswerWork
    let statistics = ServerStatistics()
    /// Admin actions and security events, kept in the store (`audit(_:_:target:)` records one).
    let auditLog: AuditLog
    /// The project's configuration (`v2/projects/{p}/config`), kept in the store.
    let projectConfig: ProjectConfigCache
    /// Calls the blocking functions (bounded concurrency, deadline, fail-closed).
    let blockingFunctionCaller: BlockingFunctionCaller
    /// The identity-provider configurations an admin set (and the flags' Google and Apple entries).
    let providerConfigs: ProviderConfigs
    /// OpenID Connect providers' discovery documents, and the keys of providers configured at run time.
    let oidcDiscovery: OIDCDiscovery
    let providerKeys: ProviderKeyCaches
    /// Token verifiers of the supported identity providers, by provider id.
    let identityProviders: [String: any ProviderTokenVerifier]
    /// Set once the server listens, for links (`http://HOST:PORT`).
    let listeningAddress = ListeningAddress()

    init(
        configuration: ServerConfiguration, store: any IdentityStore, clock: ServerClock,
        logger: ServerLogger,
        pool: PasswordHashingPool
    ) {
        self.configuration = configuration
        self.store = store
        self.clock = clock
        self.logger = logger
        self.afterAnswer = AfterAnswerWork(logger: logger)
        self.auditLog = AuditLog(store: store, clock: clock, logger: logger)
        let keys = SigningKeyManager(store: store, clock: clock, configuration: configuration)
        self.keys = keys
        (store as? CachingIdentityStore)?.observeSigningKeyChanges { [weak keys] in keys?.reloadSoon() }
        self.tokens = TokenService(keys: keys, store: store, clock: clock, configuration: configuration)
        self.passwords = PasswordService(pool: pool, policy: configuration.passwordPolicy)
        self.rateLimiter = RateLimiter(store: store, clock: clock, settings: configuration.rateLimits)
        let projectConfig = ProjectConfigCache(store: store, configuration: configuration)
        self.projectConfig = projectConfig
        (store as? CachingIdentityStore)?.observeProjectConfigChanges { projectConfig.invalidate() }
        self.blockingFunctionCaller = BlockingFunctionCaller(
            limiter: BlockingCallLimiter(capacity: configuration.blockingFunctions.concurrency),
            timeout: configuration.blockingFunctions.timeout, logger: logger)
        self.phone = PhoneVerifications(
            store: store, clock: clock, configuration: configuration, logger: logger, rateLimiter: rateLimiter,
            sender: SMSSender(configuration.phone))
        self.appVerifier = AppVerifier(setting: configuration.phone.appVerifier, emulator: configuration.emulator)
        self.providerConfigs = ProviderConfigs(store: store, configuration: configuration)
        self.oidcDiscovery = OIDCDiscovery(clock: clock, logger: logger)
        self.providerKeys = ProviderKeyCaches(clock: clock, logger: logger)
        self.identityProviders = Self.identityProviders(configuration, clock: clock, logger: logger)
        let outbox: Outbox
        if let smtpServer = configuration.smtpServer {
            let deliverer = OutboxDeliverer(
                store: store, clock: clock, logger: logger, client: SMTPClient(server: smtpServer),
                sender: configuration.smtpFrom)
            self.deliverer = deliverer
            outbox = Outbox(destination: .store(store, queued: { deliverer.wake() }))
        } else {
            self.deliverer = nil
            outbox = Outbox(path: configuration.dataDirectory + "/outbox.jsonl")
        }
        let address = listeningAddress
        self.oobCodes = OobCodes(
            store: store, clock: clock, configuration: configuration, outbox: outbox,
            projectConfig: projectConfig, baseURL: { address.baseURL })
    }

    /// The project configuration in force (what an admin set over the server's settings).
    func projectSettings() throws(APIError) -> ProjectSettings {
        try withStore { try projectConfig.current() }
    }

    /// The token verifiers of Google and Apple; Google's also takes access tokens alone.
    private static func identityProviders(
        _ configuration: ServerConfiguration, clock: ServerClock, logger: ServerLogger
    ) -> [String: any ProviderTokenVerifier] {
        var verifiers: [String: any ProviderTokenVerifier] = [:]
        for profile in [IdentityProviderProfile.google(configuration), .apple(configuration)].compactMap({
            $0
        }) {
            verifiers[profile.providerId] = SignedProviderTokenVerifier(
                profile: profile, keys: ProviderKeyCache(url: profile.keysURL, clock: clock, logger: logger),
                clock: clock, emulator: configuration.emulator)
        }
        if let idTokens = verifiers["google.com"] as? SignedProviderTokenVerifier,
            let tokenInfoURL = URL(string: configuration.googleTokenInfoURL)
        {
            let accessTokens = GoogleAccessTokenVerifier(
                profile: idTokens.profile, tokenInfoURL: tokenInfoURL,
                userInfoURL: configuration.googleUserInfoURL.flatMap { URL(string: $0) }, clock: clock,
                logger: logger)
            verifiers["google.com"] = GoogleCredentialVerifier(
                idTokens: idTokens, accessTokens: accessTokens, emulator: configuration.emulator)
        }
        return verifiers
    }

    /// Runs a store call, turning storage failures into a logged 500 (503 when the database is unreachable).
    func withStore<T>(_ body: () throws -> T) throws(APIError) -> T {
        do {
            return try body()
        } catch let error as APIError {
            throw error
        } catch let error as LocalReadUnavailable {
            // Not a failure: a request tried on the HTTP thread goes on in a task.
            throw .storeFailure(error)
        } catch {
            logger.error("store failure", ["error": .string(String(describing: error))])
            throw .storeFailure(error)
        }
    }
}
