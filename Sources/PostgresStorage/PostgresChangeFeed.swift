import Foundation
import Storage
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Tells one server instance about every change other instances commit to the shared schema, through
/// PostgreSQL itself: a dedicated connection LISTENs on the schema's channel, where the schema's
/// triggers announce changed accounts and signing keys (`PostgresIdentityStore` migration 4).
///
/// Heartbeats prove the feed is current. Every `heartbeatInterval` the feed sends a notice of its own
/// on the channel and waits for it to come back. Notices arrive in commit order, so when a heartbeat
/// sent at `t` returns, every change committed before `t` has been delivered and applied, and the feed
/// reports `coherent(t)`. When the connection drops (or a heartbeat stays away for
/// `heartbeatTimeout`), the reports stop, so caches fall back to their staleness bound; the feed
/// reconnects with backoff, LISTENs again and then reports `.allAccounts` and `.signingKeys`
/// (anything may have changed while it was away) before its next heartbeat.
///
/// The thread's reports arrive through `deliver` and `coherent`, on the feed's own thread.
public final class PostgresChangeFeed: Sendable {
    public struct Configuration: Sendable {
        public var heartbeatInterval: Duration
        /// A heartbeat that has not come back after this long counts as a lost connection.
        public var heartbeatTimeout: Duration
        /// Longest pause between reconnection attempts.
        public var maximumBackoff: Duration

        public init(
            heartbeatInterval: Duration = .milliseconds(100), heartbeatTimeout: Duration = .seconds(2),
            maximumBackoff: Duration = .seconds(1)
        ) {
            self.heartbeatInterval = heartbeatInterval
            self.heartbeatTimeout = heartbeatTimeout
            self.maximumBackoff = maximumBackoff
        }
    }

    /// Statistics for diagnostics and tests.
    public struct Counts: Sendable, Equatable {
        public var connections = 0
        public var heartbeats = 0
        public var notices = 0
    }

    static let channelPrefix = "sesame_changes_"

    /// The SQL expression naming the channel of the schema `schemaExpression` evaluates to: a fixed
    /// prefix and the name's MD5 (channel names must stay under 64 bytes; schema names may not).
    static func channel(ofSchema schemaExpression: String) -> String {
        "'\(channelPrefix)' || md5(\(schemaExpression))"
    }

    private let connect: @Sendable () throws -> PostgresConnection
    private let configuration: Configuration
    private let deliver: @Sendable (StoreChange) -> Void
    private let coherent: @Sendable (UInt64) -> Void
    private let clock: @Sendable () -> UInt64
    private let nonce = UUID().uuidString
    private let stopped = Atomic(false)
    private let finished = DispatchSemaphore(value: 0)
    private let state = Mutex<(counts: Counts, backendPID: Int32?, running: Bool)>((Counts(), nil, false))

    /// - Parameters:
    ///   - connect: opens a new connection (with the store's URL and search path).
    ///   - deliver: applies one change (a cache invalidation).
    ///   - coherent: every change committed before this instant (`clock`) has been delivered.
    public init(
        configuration: Configuration = Configuration(),
        connect: @escaping @Sendable () throws -> PostgresConnection,
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        deliver: @escaping @Sendable (StoreChange) -> Void,
        coherent: @escaping @Sendable (UInt64) -> Void
    ) {
        self.configuration = configuration
        self.connect = connect
        self.clock = clock
        self.deliver = deliver
        self.coherent = coherent
    }

    /// Starts the feed's thread.
    public func start() {
        let alreadyRunning = state.withLock { state in
            defer { state.running = true }
            return state.running
        }
        guard !alreadyRunning else { return }
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "postgres-change-feed"
        thread.start()
    }

    /// Stops the thread (within about one heartbeat interval) and closes its connection.
    public func stop() {
        let running = state.withLock { $0.running }
        guard running, !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = finished.wait(timeout: .now() + 5)
    }

    public var counts: Counts { state.withLock { $0.counts } }

    /// The backend process of the feed's connection while it is connected.
    public var backendPID: Int32? { state.withLock { $0.backendPID } }

    private var isStopped: Bool { stopped.load(ordering: .acquiring) }

    private func run() {
        var failures = 0
        while !isStopped {
            do {
                let connection = try connect()
                failures = 0
                try listen(on: connection)
            } catch {
                state.withLock { $0.backendPID = nil }
                failures += 1
                pause(afterFailures: failures)
            }
        }
        state.withLock { $0.backendPID = nil }
    }

    /// LISTENs, reports the flush, then heartbeats and delivers until the connection fails or the
    /// feed stops.
    private func listen(on connection: PostgresConnection) throws {
        guard
            let channel = try connection.queryOne(
                "SELECT \(Self.channel(ofSchema: "current_schema()"))", [], { try $0.string(0) })
        else { throw PostgresError(.unexpectedResult, detail: "no channel name") }
        try connection.execute("LISTEN \"\(channel)\"")
        state.withLock { state in
            state.counts.connections += 1
            state.backendPID = connection.backendPID
        }
        // Changes committed while no connection listened were missed.
        deliver(.allAccounts)
        deliver(.signingKeys)
        deliver(.projectConfig)

        let interval = Self.nanoseconds(configuration.heartbeatInterval)
        let timeout = Self.nanoseconds(configuration.heartbeatTimeout)
        var sequence = 0
        var outstanding: (payload: String, sentAt: UInt64)?
        var nextHeartbeat = clock()
        while !isStopped {
            let now = clock()
            if outstanding == nil, now >= nextHeartbeat {
                sequence += 1
                let payload = "h:\(nonce):\(sequence)"
                try connection.send("SELECT pg_notify($1, $2)", [channel, payload])
                outstanding = (payload, now)
            }
            if let outstanding, now - outstanding.sentAt > timeout {
                throw PostgresError(.connectionFailed, detail: "a heartbeat did not come back")
            }
            let wake = outstanding.map { $0.sentAt + timeout } ?? nextHeartbeat
            wait(for: connection, until: min(wake, now + interval))
            try connection.consumeInput()
            _ = try connection.collectResults()
            while let notification = connection.nextNotification() {
                if let heartbeat = outstanding, notification.payload == heartbeat.payload {
                    coherent(heartbeat.sentAt)
                    state.withLock { $0.counts.heartbeats += 1 }
                    outstanding = nil
                    nextHeartbeat = heartbeat.sentAt + interval
                } else if let change = Self.change(from: notification.payload) {
                    state.withLock { $0.counts.notices += 1 }
                    deliver(change)
                }
            }
        }
    }

    /// What a notice on the channel says; nil for heartbeats (of any instance) and unknown notices.
    static func change(from payload: String) -> StoreChange? {
        if payload.hasPrefix("a:") { return .account(localId: String(payload.dropFirst(2))) }
        switch payload {
        case "*": return .allAccounts
        case "k": return .signingKeys
        case "c": return .projectConfig
        default: return nil
        }
    }

    private func wait(for connection: PostgresConnection, until deadline: UInt64) {
        let now = clock()
        let milliseconds = deadline > now ? Int32(min((deadline - now) / 1_000_000 + 1, 1_000)) : 0
        var descriptor = pollfd(fd: connection.socketDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, milliseconds)
    }

    /// 50 ms, 100 ms, … up to `maximumBackoff`, cut short when the feed stops.
    private func pause(afterFailures failures: Int) {
        let wanted = min(
            Self.nanoseconds(.milliseconds(50)) * UInt64(min(failures, 40)),
            Self.nanoseconds(configuration.maximumBackoff))
        let until = clock() + wanted
        while !isStopped, clock() < until { usleep(10_000) }
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds)) / 1_000_000_000
    }
}
