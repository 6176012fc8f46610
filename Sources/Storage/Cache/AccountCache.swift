import Foundation
import Synchronization

/// Accounts by `localId`, kept in memory by one server instance while other instances change the same
/// database, with a bound on how stale an answer can be.
///
/// The rule: an entry read at time `r` reflects every change committed before `r`; once the change
/// feed reports that every change committed before `c` has been applied here (`markCoherent(asOf:)`,
/// from a heartbeat that went round the feed), the entry reflects every change before `max(r, c)`. It
/// is served only while `now - max(r, c) ≤ stalenessBound`. While the feed works, `c` keeps up with
/// the clock and entries live until a change notice removes them; when it stops, every entry expires
/// `stalenessBound` after `max(r, c)` and reads go to the database again.
///
/// A change notice that arrives while a read of the same account is under way poisons that read: its
/// result is returned to its caller but not kept (it may predate the change). `invalidateAll()`
/// poisons every read under way.
///
/// Times are monotonic nanoseconds from `clock` (`DispatchTime.now().uptimeNanoseconds` by default).
public final class AccountCache: Sendable {
    public struct Configuration: Sendable {
        /// The most accounts kept; at the limit an arbitrary entry makes room.
        public var capacity: Int
        /// How stale an answer may be, in nanoseconds, measured from the later of the entry's read and
        /// the last confirmed point of the change feed.
        public var stalenessBoundNanoseconds: UInt64

        public init(capacity: Int = 100_000, stalenessBoundNanoseconds: UInt64 = 500_000_000) {
            self.capacity = max(1, capacity)
            self.stalenessBoundNanoseconds = stalenessBoundNanoseconds
        }
    }

    /// A read of the database under way, from `beginRead` to `finishRead`.
    public struct Ticket: Sendable {
        let version: UInt64
        let startedAt: UInt64
    }

    /// Hits, misses and notices so far (for diagnostics and tests).
    public struct Counts: Sendable, Equatable {
        public var hits = 0
        public var misses = 0
        public var invalidations = 0
        public var flushes = 0
        public var entries = 0

        public init(
            hits: Int = 0, misses: Int = 0, invalidations: Int = 0, flushes: Int = 0, entries: Int = 0
        ) {
            self.hits = hits
            self.misses = misses
            self.invalidations = invalidations
            self.flushes = flushes
            self.entries = entries
        }
    }

    private struct Entry {
        let account: AccountRecord
        let readAt: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Bumped by every invalidation; a ticket remembers the value at its start.
        var version: UInt64 = 0
        var flushedAt: UInt64 = 0
        /// The version at which each account was last invalidated, while reads are under way.
        var invalidatedAt: [String: UInt64] = [:]
        var readsUnderWay = 0
        /// Every change committed before this instant has been applied (0: never confirmed).
        var coherentAsOf: UInt64 = 0
        var counts = Counts()
    }

    public let configuration: Configuration
    private let clock: @Sendable () -> UInt64
    private let state = Mutex(State())

    public init(
        configuration: Configuration = Configuration(),
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }
    ) {
        self.configuration = configuration
        self.clock = clock
    }

    /// The cached account when it may still be served, else nil (a miss).
    public func account(localId: String) -> AccountRecord? {
        let now = clock()
        let bound = configuration.stalenessBoundNanoseconds
        return state.withLock { state in
            guard let entry = state.entries[localId] else {
                state.counts.misses += 1
                return nil
            }
            let confirmed = max(entry.readAt, state.coherentAsOf)
            guard now <= confirmed || now - confirmed <= bound else {
                state.entries[localId] = nil
                state.counts.misses += 1
                return nil
            }
            state.counts.hits += 1
            return entry.account
        }
    }

    /// Call before reading an account from the database; pass the ticket to `finishRead`.
    public func beginRead() -> Ticket {
        let now = clock()
        return state.withLock { state in
            state.readsUnderWay += 1
            return Ticket(version: state.version, startedAt: now)
        }
    }

    /// Ends a read: keeps `account` unless a notice since `ticket` poisoned it (nil keeps nothing;
    /// missing accounts are not cached).
    public func finishRead(_ ticket: Ticket, localId: String, account: AccountRecord?) {
        state.withLock { state in
            state.readsUnderWay -= 1
            defer { if state.readsUnderWay == 0 { state.invalidatedAt.removeAll(keepingCapacity: true) } }
            guard let account, state.flushedAt <= ticket.version,
                (state.invalidatedAt[localId] ?? 0) <= ticket.version
            else { return }
            if state.entries[localId] == nil, state.entries.count >= configuration.capacity,
                let victim = state.entries.first?.key
            {
                state.entries[victim] = nil
            }
            state.entries[localId] = Entry(account: account, readAt: ticket.startedAt)
        }
    }

    /// The account changed (here or on another instance): drop it and poison reads of it under way.
    public func invalidate(localId: String) {
        state.withLock { state in
            state.version += 1
            state.counts.invalidations += 1
            state.entries[localId] = nil
            guard state.readsUnderWay > 0 else { return }
            if state.invalidatedAt.count >= 10_000 {
                // Too many to track one by one: poison every read under way instead.
                state.flushedAt = state.version
                state.invalidatedAt.removeAll(keepingCapacity: true)
            } else {
                state.invalidatedAt[localId] = state.version
            }
        }
    }

    /// Anything may have changed (a lost change feed, a bulk delete): drop everything.
    public func invalidateAll() {
        state.withLock { state in
            state.version += 1
            state.counts.flushes += 1
            state.flushedAt = state.version
            state.entries.removeAll(keepingCapacity: true)
            state.invalidatedAt.removeAll(keepingCapacity: true)
        }
    }

    /// The change feed has delivered every change committed before `instant` (monotonic
    /// nanoseconds of this process, taken before the heartbeat that proves it was sent).
    public func markCoherent(asOf instant: UInt64) {
        state.withLock { state in state.coherentAsOf = max(state.coherentAsOf, instant) }
    }

    /// Monotonic nanoseconds now, on the cache's clock.
    public var now: UInt64 { clock() }

    public var counts: Counts {
        state.withLock { state in
            var counts = state.counts
            counts.entries = state.entries.count
            return counts
        }
    }
}
