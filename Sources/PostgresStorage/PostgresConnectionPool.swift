import Foundation
import Synchronization

/// A fixed-size pool of connections opened on demand.
///
/// `withConnection` blocks while every connection is in use. A connection that broke is dropped
/// and replaced by a new one the next time one is needed, so the pool heals after a server restart.
public final class PostgresConnectionPool: Sendable {
    private struct State {
        var idle: [PostgresConnection] = []
        var closed = false
    }

    public let size: Int
    /// Round trips of the pool's connections so far (statements, scripts and pipelines each count one).
    public let roundTrips = PostgresRoundTripCounter()
    private let url: String
    private let settings: [String: String]
    private let state = Mutex(State())
    private let slots: DispatchSemaphore

    public init(url: String, size: Int, settings: [String: String] = [:]) throws(PostgresError) {
        guard size > 0 else {
            throw PostgresError(.invalidConfiguration, detail: "the pool size must be at least 1")
        }
        self.url = url
        self.size = size
        self.settings = settings
        slots = DispatchSemaphore(value: size)
    }

    /// Lends a connection to `body` exclusively; a connection left broken or mid-transaction is dropped.
    public func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        slots.wait()
        defer { slots.signal() }
        let connection = try checkOut()
        defer { checkIn(connection) }
        return try body(connection)
    }

    /// Closes the idle connections; later `withConnection` calls throw `.closed`.
    public func close() {
        let idle = state.withLock { state in
            state.closed = true
            defer { state.idle = [] }
            return state.idle
        }
        _ = idle  // Released here, outside the lock: deinit calls PQfinish.
    }

    /// A new connection that is not part of the pool (a listener's), with the pool's URL and settings
    /// and `overrides` on top of them.
    public func dedicatedConnection(overriding overrides: [String: String] = [:]) throws(PostgresError)
        -> PostgresConnection
    {
        let merged = settings.merging(overrides) { _, override in override }
        return try PostgresConnection(
            url: url, settings: merged.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    private func checkOut() throws(PostgresError) -> PostgresConnection {
        let (closed, reused) = state.withLock { state in
            (state.closed, state.closed ? nil : state.idle.popLast())
        }
        if closed { throw PostgresError(.closed, detail: "the connection pool was closed") }
        if let reused { return reused }
        let keywordPairs = settings.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return try PostgresConnection(url: url, settings: keywordPairs, roundTrips: roundTrips)
    }

    private func checkIn(_ connection: PostgresConnection) {
        guard connection.isHealthy, !connection.isInTransaction, !connection.isInPipeline else { return }
        state.withLock { state in
            if !state.closed { state.idle.append(connection) }
        }
    }
}
