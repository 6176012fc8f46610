import Foundation

/// A table from objects to values that holds its keys weakly and its values strongly: state attached to
/// an object that cannot store it (a reactor or a view that declares no storage of its own).
///
/// Linux has no hook that runs when an arbitrary object is deallocated (ReactorKit's table relies on
/// Objective-C associated objects for that), so an entry outlives its key until the table removes it:
/// - a lookup never answers with the value of a deallocated key, also when a new object reuses its
///   address;
/// - inserting a key removes every entry whose key was deallocated while the table holds fewer than
///   ``eagerSweepLimit`` entries, and once it has grown to twice its live size above that (so inserting
///   stays amortised O(1));
/// - ``removeReleasedEntries()`` removes them at once.
///
/// Values are created and released outside the table's lock, so their initialisers and deinitialisers
/// may use the table.
final class WeakMapTable<Key: AnyObject, Value>: @unchecked Sendable {
    private struct Entry {
        weak var key: Key?
        var value: Value
    }

    /// Below this many entries, every insertion first removes the entries of deallocated keys.
    static var eagerSweepLimit: Int { 64 }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = WeakMapTable.eagerSweepLimit

    init() {}

    /// How many entries the table holds, including those of deallocated keys not yet removed.
    var count: Int {
        lock.withLock { entries.count }
    }

    /// The value for `key`, if one was set.
    func value(forKey key: Key) -> Value? {
        lock.withLock { liveEntry(for: key)?.value }
    }

    /// The value for `key`; when there is none, `makeValue()`'s result is stored and returned. When
    /// several threads ask at once, exactly one value is stored and every caller gets it.
    func value(forKey key: Key, default makeValue: () -> Value) -> Value {
        if let existing = value(forKey: key) { return existing }
        let created = makeValue()
        let (winner, released) = lock.withLock { () -> (Value, [Value]) in
            if let existing = liveEntry(for: key) { return (existing.value, []) }
            let released = insert(Entry(key: key, value: created), for: key)
            return (created, released)
        }
        withExtendedLifetime(released) {}
        return winner
    }

    /// Sets the value for `key`; `nil` removes it.
    func setValue(_ value: Value?, forKey key: Key) {
        let released = lock.withLock { () -> [Value] in
            let previous = entries[ObjectIdentifier(key)].map { [$0.value] } ?? []
            guard let value else {
                entries[ObjectIdentifier(key)] = nil
                return previous
            }
            if liveEntry(for: key) != nil {
                entries[ObjectIdentifier(key)] = Entry(key: key, value: value)
                return previous
            }
            return insert(Entry(key: key, value: value), for: key)
        }
        withExtendedLifetime(released) {}
    }

    /// Removes the entries whose keys were deallocated, releasing their values; returns how many.
    @discardableResult
    func removeReleasedEntries() -> Int {
        let released = lock.withLock { sweep() }
        return released.count
    }

    // MARK: Under the lock

    private func liveEntry(for key: Key) -> Entry? {
        guard let entry = entries[ObjectIdentifier(key)], entry.key === key else { return nil }
        return entry
    }

    /// Stores a new entry (replacing a stale one at the same address); returns the released values.
    private func insert(_ entry: Entry, for key: Key) -> [Value] {
        var released: [Value] = []
        // Swept when this insertion brings the table to the threshold, not the one after it.
        if entries.count < Self.eagerSweepLimit || entries.count + 1 >= sweepThreshold {
            released = sweep()
            sweepThreshold = max(Self.eagerSweepLimit, 2 * (entries.count + 1))
        }
        if let stale = entries.updateValue(entry, forKey: ObjectIdentifier(key)) {
            released.append(stale.value)
        }
        return released
    }

    private func sweep() -> [Value] {
        var released: [Value] = []
        entries = entries.filter { _, entry in
            if entry.key != nil { return true }
            released.append(entry.value)
            return false
        }
        return released
    }
}
