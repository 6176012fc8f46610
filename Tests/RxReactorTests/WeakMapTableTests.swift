import Foundation
@testable import RxReactor
import Testing

private final class Key: Sendable {}

private final class Token {
    let id: Int
    private let onDeinit: () -> Void

    init(_ id: Int, onDeinit: @escaping () -> Void = {}) {
        self.id = id
        self.onDeinit = onDeinit
    }

    deinit { onDeinit() }
}

struct WeakMapTableTests {
    @Test func storesReplacesAndRemovesValues() {
        let table = WeakMapTable<Key, Token>()
        let key = Key()
        #expect(table.value(forKey: key) == nil)
        let first = table.value(forKey: key, default: { Token(1) })
        #expect(table.value(forKey: key, default: { Token(2) }) === first)
        table.setValue(Token(3), forKey: key)
        #expect(table.value(forKey: key)?.id == 3)
        table.setValue(nil, forKey: key)
        #expect(table.value(forKey: key) == nil)
        #expect(table.count == 0)
    }

    @Test func holdsKeysWeakly_andValuesUntilTheKeyIsGone() {
        let table = WeakMapTable<Key, Token>()
        weak var weakKey: Key?
        weak var weakToken: Token?
        do {
            let key = Key()
            weakKey = key
            weakToken = table.value(forKey: key, default: { Token(1) })
        }
        #expect(weakKey == nil)
        #expect(weakToken != nil, "no hook runs at deallocation: the entry waits for a sweep")
        #expect(table.removeReleasedEntries() == 1)
        #expect(weakToken == nil)
        #expect(table.count == 0)
    }

    @Test func insertingAKey_releasesTheEntriesOfDeallocatedKeys_whileTheTableIsSmall() {
        let table = WeakMapTable<Key, Token>()
        let live = (0..<10).map { _ in Key() }
        for (index, key) in live.enumerated() { table.setValue(Token(index), forKey: key) }
        weak var weakToken: Token?
        do {
            let key = Key()
            weakToken = table.value(forKey: key, default: { Token(99) })
        }
        #expect(weakToken != nil)
        let next = Key()
        table.setValue(Token(100), forKey: next)
        #expect(weakToken == nil)
        #expect(table.count == 11)
        #expect(live.enumerated().allSatisfy { table.value(forKey: $1)?.id == $0 })
    }

    @Test func aLargeTable_releasesThemByTheTimeItDoubles() {
        let table = WeakMapTable<Key, Token>()
        let limit = WeakMapTable<Key, Token>.eagerSweepLimit
        var live = (0..<(2 * limit)).map { _ in Key() }
        for key in live { table.setValue(Token(0), forKey: key) }
        weak var weakToken: Token?
        do {
            let key = Key()
            weakToken = table.value(forKey: key, default: { Token(99) })
        }
        // Takes the dead key's address (the allocator hands a freed block out again first), so that no
        // key inserted below replaces the dead entry by landing on its address: only a sweep removes it.
        let addressHolder = Key()
        let countWithDeadEntry = table.count
        for _ in 0..<countWithDeadEntry {
            let key = Key()
            live.append(key)
            table.setValue(Token(0), forKey: key)
        }
        #expect(weakToken == nil)
        #expect(table.count == live.count)
        withExtendedLifetime(addressHolder) {}
    }

    @Test func neverAnswersForADeallocatedKey_whenANewObjectReusesItsAddress() throws {
        let table = WeakMapTable<Key, Token>()
        let eager = (0..<WeakMapTable<Key, Token>.eagerSweepLimit).map { _ in Key() }
        for key in eager { table.setValue(Token(0), forKey: key) }  // no sweep on the next insertions
        var address: ObjectIdentifier?
        do {
            let key = Key()
            address = ObjectIdentifier(key)
            table.setValue(Token(1), forKey: key)
        }
        var reused: Key?
        var others: [Key] = []
        for _ in 0..<10_000 {
            let candidate = Key()
            if ObjectIdentifier(candidate) == address {
                reused = candidate
                break
            }
            others.append(candidate)
        }
        let sameAddress = try #require(reused, "the allocator never reused the address")
        #expect(table.value(forKey: sameAddress) == nil)
        #expect(table.value(forKey: sameAddress, default: { Token(2) }).id == 2)
        withExtendedLifetime(others) {}
    }

    @Test func concurrentFirstAccess_storesOneValue() {
        let table = WeakMapTable<Key, Token>()
        let key = Key()
        let lock = NSLock()
        nonisolated(unsafe) var seen: Set<ObjectIdentifier> = []
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let value = table.value(forKey: key, default: { Token(index) })
            lock.withLock { _ = seen.insert(ObjectIdentifier(value)) }
        }
        #expect(seen.count == 1)
        #expect(table.count == 1)
    }

    @Test func valuesAreReleasedOutsideTheLock_soTheirDeinitMayUseTheTable() async throws {
        let table = WeakMapTable<Key, Token>()
        let finished = DispatchSemaphore(value: 0)
        let first = Key()
        let second = Key()
        DispatchQueue.global().async {
            table.setValue(Token(1) { table.setValue(Token(2), forKey: second) }, forKey: first)
            table.setValue(nil, forKey: first)
            finished.signal()
        }
        let result = finished.wait(timeout: .now() + 30)
        try #require(result == .success, "hang guard: releasing a value deadlocked the table")
        #expect(table.value(forKey: second)?.id == 2)
    }
}
