/// Why a ``KeyValueStore`` could not read or write. Carries the file path and the system's error
/// number or reason, never the stored values.
public struct KeyValueStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The backing file exists but could not be read.
        case unreadable
        /// The backing file or a stored value is not in the expected format.
        case corrupt
        /// The value could not be written.
        case writeFailed
        /// A value could not be encoded for storing.
        case encodingFailed
    }

    public let kind: Kind
    /// The file or key concerned.
    public let location: String
    /// A short technical reason (e.g. `errno 13`), never stored data.
    public let reason: String

    /// Creates an error.
    public init(_ kind: Kind, location: String, reason: String) {
        self.kind = kind
        self.location = location
        self.reason = reason
    }

    public var description: String { "KeyValueStoreError(\(kind), \(location): \(reason))" }
}
