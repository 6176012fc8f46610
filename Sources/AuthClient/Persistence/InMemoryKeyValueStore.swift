import Foundation
import Synchronization

/// A ``KeyValueStore`` that keeps values in memory only (tests, previews, "don't remember me").
public final class InMemoryKeyValueStore: KeyValueStore {
    private let values: Mutex<[String: Data]>

    /// Creates a store holding `values`.
    public init(_ values: [String: Data] = [:]) {
        self.values = Mutex(values)
    }

    public func data(forKey key: String) throws(KeyValueStoreError) -> Data? {
        values.withLock { $0[key] }
    }

    public func set(_ data: Data, forKey key: String) throws(KeyValueStoreError) {
        values.withLock { $0[key] = data }
    }

    public func removeValue(forKey key: String) throws(KeyValueStoreError) {
        values.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Every stored key, sorted.
    public var keys: [String] { values.withLock { $0.keys.sorted() } }
}
