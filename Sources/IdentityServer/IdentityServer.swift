import AuthCrypto
import Foundation
import HTTPServer
import PostgresStorage
import Storage
import Synchronization
import WebPages

/// The Sesame identity server: Firebase Authentication's REST protocol over a SQLite store, or over
/// PostgreSQL when `configuration.database` names one (then several instances may share it).
///
/// `init` opens (or creates) `<dataDirectory>/sesame.sqlite` or connects to the database; `start()`
/// makes sure a signing key exists and binds; `stop()` drains in-flight requests and closes the store.
public final class IdentityServer: Sendable {
    public let configuration: ServerConfiguration
    let context: ServerContext
    let metrics = HTTPMetrics()
    private let http: HTTPServer
    private let responder: HTTPResponder
    let pool: PasswordHashingPool
    private let closeStore: @Sendable () throws -> Void
    private let maintenance = Mutex<Task<Void, Never>?>(nil)
    private let closed = Atomic(false)

    /// Opens the store and prepares the routes; nothing listens until `start()`.
    public init(configuration: ServerConfiguration, clock: ServerClock = .system, logger: ServerLogger? = nil)
        throws
    {
        self.configuration = configuration
        try FileManager.default.createDirectory(
            atPath: configuration.dataDirectory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let (store, closeStore) = try Self.openStore(configuration)
        self.closeStore = closeStore
        let hasher = Argon2idHasher(
            parameters: Argon2Parameters(
                memoryKiB: configuration.argon2MemoryKiB, iterations: configuration.argon2Iterations,
                parallelism: configuration.argon2Parallelism))
        let pool = PasswordHashingPool(
            threads: configuration.hashThreads, queueLimit: configuration.hashQueueLimit, hasher: hasher)
        self.pool = pool
        let logger = logger ?? ServerLogger(minimumLevel: configuration.logLevel)
        context = ServerContext(
            configuration: configuration, store: store, clock: clock, logger: logger, pool: pool)
        let installer = RouteInstaller(context: context)
        let routes = RouteTable.routes(configuration: configuration, metrics: metrics, pool: pool)
        var middleware: [any HTTPMiddleware] = [
            RequestIDMiddleware(),
            CORSMiddleware(exceptPathPrefixes: WebPages.pathPrefixes),
            MetricsMiddleware(metrics: metrics),
        ]
        // Access lines are logged at info; below that the middleware would build each line for nothing.
        if logger.minimumLevel <= .info {
            middleware.append(
                AccessLogMiddleware { entry in
                    logger.info(
                        "request",
                        [
                            "request_id": .string(entry.requestID), "method": .string(entry.method.rawValue),
                            "route": .string(entry.route ?? "unmatched"),
                            "status": .int(Int64(entry.status.code)),
                            "latency_ms": .double(Self.milliseconds(entry.latency)),
                            "remote": .string(entry.remoteAddress),
                        ])
                })
        }
        let api = HTTPResponder(
            router: installer.router(for: routes), middleware: middleware,
            errorResponse: RouteInstaller.transportError)
        var router = api.router
        do {
            try Self.webPages(context: context, api: api).install(into: &router)
        } catch {
            pool.shutdown()
            try? closeStore()
            throw error
        }
        let responder = HTTPResponder(
            router: router, middleware: middleware, errorResponse: RouteInstaller.transportError)
        self.responder = responder
        http = HTTPServer(
            configuration: HTTPServerConfiguration(
                bindAddress: configuration.host, port: configuration.port,
                threadCount: configuration.httpThreads),
            responder: responder)
    }

    /// The bound port (the real one when configured with 0), or 0 when not running.
    public var port: UInt16 { http.port }

    /// Creates the first signing key if needed, binds, and starts background maintenance. When it
    /// throws, the server has closed what `init` opened (the store, its change feed, hashing threads):
    /// nothing is left running while the process reports the failure and exits.
    public func start() throws {
        do {
            try context.keys.maintain()
            try http.start()
        } catch {
            close()
            throw error
        }
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        context.listeningAddress.baseURL = "http://\(host):\(http.port)"
        let interval = max(1, min(30, configuration.keyRotationInterval / 4))
        let task = Task.detached { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(interval))
                guard let self, !Task.isCancelled else { return }
                self.runMaintenance()
            }
        }
        maintenance.withLock { $0 = task }
        context.deliverer?.start()
        context.logger.info(
            "started",
            [
                "port": .int(Int64(http.port)), "project": .string(configuration.projectId),
                "emulator": .bool(configuration.emulator),
            ])
    }

    /// Answers a complete request through the server's middleware, routing and handlers without a socket
    /// (the HTTP layer's framing and size checks do not apply): for embedding the server and for
    /// `Benchmarks/lookup-timer`. Call `start()` first, which makes the signing key.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        await responder.respond(to: request)
    }

    /// `http://HOST:PORT` once started.
    public var baseURL: String { context.listeningAddress.baseURL }

    /// Rotates signing keys and purges expired tokens, session claims, codes, rate-limit windows and
    /// verification sessions (a day after they expire).
    public func runMaintenance() {
        do {
            try context.keys.maintain()
            let now = context.clock.milliseconds
            try context.store.purgeRefreshTokens(expiredBefore: now)
            try context.store.purgeSessionClaims(expiredBefore: now)
            try context.store.purgeOobCodes(before: now - 86_400_000)
            try context.store.purgeRateLimitWindows(endedBefore: now)
            if configuration.auditRetention > 0 {
                try context.store.purgeAuditEntries(before: now - configuration.auditRetention * 1000)
            }
            try context.store.purgeVerificationSessions(before: now - 86_400_000)
        } catch {
            context.logger.error("maintenance failed", ["error": .string(String(describing: error))])
        }
    }

    /// Stops accepting connections, waits for in-flight requests (up to the drain timeout) and for the
    /// mail they queued, then stops hashing threads and closes the store.
    public func stop() async {
        maintenance.withLock { $0?.cancel() }
        await http.stop(drainTimeout: .seconds(configuration.drainTimeout))
        await context.afterAnswer.drain()
        context.auditLog.close()
        context.deliverer?.stop()
        close()
        context.logger.info("stopped")
    }

    /// Stops the hashing threads and closes the store, once.
    private func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        pool.shutdown()
        do {
            try closeStore()
        } catch {
            context.logger.error("closing the store failed", ["error": .string(String(describing: error))])
        }
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let value =
            Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return (value * 1000).rounded() / 1000
    }
}
