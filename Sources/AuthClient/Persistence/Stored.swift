import Foundation

/// A property backed by a ``KeyValueStore``: the value is JSON-encoded under `key`, and reading a
/// missing or unreadable value gives `defaultValue`.
///
/// ```swift
/// @Stored(key: "onboardingDone", default: false, store: store) var onboardingDone: Bool
/// ```
/// The wrapped value swallows store errors (a failed read is the default, a failed write is
/// dropped); use the projected value (`$onboardingDone.load()`, `.save(_:)`, `.remove()`) to see them.
@propertyWrapper
public struct Stored<Value: Codable & Sendable>: Sendable {
    /// The key the value is stored under.
    public let key: String
    /// The value when nothing (or nothing readable) is stored.
    public let defaultValue: Value
    /// The backing store.
    public let store: any KeyValueStore

    /// Creates a stored property.
    public init(key: String, default defaultValue: Value, store: any KeyValueStore) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
    }

    /// The stored value, or ``defaultValue``.
    public var wrappedValue: Value {
        get { (try? load()) ?? defaultValue }
        nonmutating set { try? save(newValue) }
    }

    /// The wrapper itself, for the throwing accessors.
    public var projectedValue: Stored<Value> { self }

    /// Reads the value: ``defaultValue`` when nothing is stored, an error when the stored bytes
    /// cannot be read or decoded.
    public func load() throws(KeyValueStoreError) -> Value {
        guard let data = try store.data(forKey: key) else { return defaultValue }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw KeyValueStoreError(.corrupt, location: key, reason: "value does not decode")
        }
    }

    /// Writes `value`. An optional `nil` removes the key.
    public func save(_ value: Value) throws(KeyValueStoreError) {
        if let optional = value as? any OptionalProtocol, optional.isNone {
            try store.removeValue(forKey: key)
            return
        }
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch {
            throw KeyValueStoreError(.encodingFailed, location: key, reason: "value does not encode")
        }
        try store.set(data, forKey: key)
    }

    /// Removes the stored value, so reads give ``defaultValue``.
    public func remove() throws(KeyValueStoreError) {
        try store.removeValue(forKey: key)
    }
}

/// Lets ``Stored`` recognise `nil` of any optional type.
protocol OptionalProtocol {
    var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
}
