internal import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server over libmicrohttpd: epoll worker threads, keep-alive, inline handlers on the worker
/// threads and async handlers in tasks while their connection is suspended.
///
/// Call `start()`, then `stop(drainTimeout:)`. A started server stays alive until it is stopped.
public final class HTTPServer: Sendable {
    /// Where the server is in its life.
    public enum State: Sendable, Equatable {
        case idle
        case running
        /// `stop` was called: no new connections are accepted; requests in flight are finishing.
        case draining
        case stopped
    }

    struct Daemon: @unchecked Sendable {
        let pointer: OpaquePointer
        let retainedServer: Unmanaged<HTTPServer>
    }

    private enum Lifecycle: Sendable {
        case idle
        case running(Daemon, port: UInt16)
        case draining(port: UInt16)
        case stopped
    }

    struct Suspensions: Sendable {
        var contexts: [ObjectIdentifier: RequestContext] = [:]
        /// Set when stopping; no connection may be suspended afterwards.
        var isClosed = false
        /// Connections taken out of `contexts` whose `MHD_resume_connection` has not returned yet.
        var resuming = 0
    }

    public let configuration: HTTPServerConfiguration
    let responder: HTTPResponder
    let requestIDs = RequestIDGenerator()
    private let lifecycle = Mutex(Lifecycle.idle)
    /// Requests whose request line arrived and whose completion has not been reported.
    let inFlight = Atomic<Int>(0)
    let isDraining = Atomic<Bool>(false)
    let suspensions = Mutex(Suspensions())

    public init(configuration: HTTPServerConfiguration = HTTPServerConfiguration(), responder: HTTPResponder)
    {
        self.configuration = configuration
        self.responder = responder
    }

    public convenience init(
        configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
        router: Router,
        middleware: [any HTTPMiddleware] = []
    ) {
        self.init(
            configuration: configuration, responder: HTTPResponder(router: router, middleware: middleware))
    }

    public var state: State {
        lifecycle.withLock {
            switch $0 {
            case .idle: .idle
            case .running: .running
            case .draining: .draining
            case .stopped: .stopped
            }
        }
    }

    /// The bound port once started (the real one when the configuration asked for port 0), else 0.
    public var port: UInt16 {
        lifecycle.withLock {
            switch $0 {
            case .running(_, let port), .draining(let port): port
            case .idle, .stopped: 0
            }
        }
    }

    /// Requests received and not yet completed (including ones waiting in async handlers).
    public var requestsInFlight: Int { inFlight.load(ordering: .acquiring) }

    /// Binds and starts the worker threads.
    public func start() throws(HTTPServerError) {
        try configuration.validate()
        try lifecycle.withLock { lifecycle throws(HTTPServerError) in
            guard case .idle = lifecycle else { throw HTTPServerError.alreadyStarted }
            let daemon = try startDaemon()
            let port = CMicroHTTPD_bound_port(daemon.pointer)
            guard port != 0 else {
                MHD_stop_daemon(daemon.pointer)
                daemon.retainedServer.release()
                throw HTTPServerError.startFailed.with(detail: "MHD_get_daemon_info")
            }
            lifecycle = .running(daemon, port: port)
        }
    }

    /// Stops accepting connections (new ones are refused), lets requests in flight finish for up to
    /// `drainTimeout`, answers async requests still waiting after that with 503, then closes every
    /// connection and joins the threads.
    /// Responses sent while draining carry `Connection: close`. Calling it again does nothing.
    public func stop(drainTimeout: Duration = .seconds(10)) async {
        let taken: Daemon? = lifecycle.withLock { lifecycle in
            guard case .running(let daemon, let port) = lifecycle else { return nil }
            // The listening socket goes before anyone can see the server draining: a client that
            // waits for `.draining` and then connects is refused, never accepted in between.
            isDraining.store(true, ordering: .releasing)
            // NB: MHD_quiesce_daemon is not used: with an epoll thread pool it races the worker threads
            // removing the listening socket from their epoll sets, and libmicrohttpd aborts the process
            // ("Failed to remove listen FD from epoll set") when the workers win. Instead the listening
            // socket's descriptor number is pointed at a fresh, unconnected socket: the listening socket is
            // closed at once (new clients are refused, and the kernel drops it from every epoll set, so the
            // workers do not spin on it), and libmicrohttpd closes the stand-in in MHD_stop_daemon.
            retireListeningSocket(CMicroHTTPD_listen_fd(daemon.pointer))
            lifecycle = .draining(port: port)
            return daemon
        }
        guard let daemon = taken else { return }
        await waitForRequests(until: .now + drainTimeout)
        if resumeAllSuspended() > 0 {
            await waitForRequests(until: .now + min(drainTimeout, .seconds(1)))
        }
        // A handler that finished just before may still be resuming its connection.
        while suspensions.withLock({ $0.resuming }) > 0 { try? await Task.sleep(for: .milliseconds(1)) }
        MHD_stop_daemon(daemon.pointer)
        daemon.retainedServer.release()
        lifecycle.withLock { $0 = .stopped }
    }

    private func retireListeningSocket(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        let standIn = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if standIn >= 0 {
            dup2(standIn, descriptor)
            close(standIn)
        } else {
            shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }

    private func waitForRequests(until deadline: ContinuousClock.Instant) async {
        while inFlight.load(ordering: .acquiring) > 0 && ContinuousClock.now < deadline && !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Closes suspensions and resumes every suspended connection with a 503. Returns how many.
    private func resumeAllSuspended() -> Int {
        suspensions.withLock { suspensions in
            suspensions.isClosed = true
            let contexts = suspensions.contexts.values
            suspensions.contexts = [:]
            for context in contexts {
                guard let connection = context.connection else { continue }
                let response = responder.failure(
                    context.makeRequest(), .serviceUnavailable, "The server is shutting down")
                context.pendingResponse = { response }
                context.connection = nil
                MHD_resume_connection(connection)
            }
            return contexts.count
        }
    }
}
