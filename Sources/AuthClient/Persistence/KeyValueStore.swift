import Foundation

/// Where the client keeps small values between runs (the remembered session), by string key.
///
/// Implementations are safe to use from any thread. Reads and writes throw ``KeyValueStoreError``.
public protocol KeyValueStore: Sendable {
    /// The bytes stored under `key`, or `nil` when there are none.
    func data(forKey key: String) throws(KeyValueStoreError) -> Data?
    /// Stores `data` under `key`, replacing any previous value.
    func set(_ data: Data, forKey key: String) throws(KeyValueStoreError)
    /// Removes the value under `key`; removing a missing key is not an error.
    func removeValue(forKey key: String) throws(KeyValueStoreError)
}
