// ValueSlot: an optional value for sinks (latest values, last keys).

/// Holds at most one value in manually managed memory instead of an `Optional<Element>`, so
/// that the unspecialized generic sinks do not look up `Optional<Element>` metadata on every
/// event. Used under the owning sink's lock (or on its serialized event path); the owning sink
/// calls `release()` from its `deinit`.
struct ValueSlot<Element> {
    private let pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private(set) var hasValue = false

    /// The stored value; only valid after a `store(_:)`.
    var value: Element {
        pointer.pointee
    }

    mutating func store(_ value: Element) {
        if hasValue {
            pointer.pointee = value
        } else {
            pointer.initialize(to: value)
            hasValue = true
        }
    }

    func release() {
        if hasValue {
            pointer.deinitialize(count: 1)
        }
        pointer.deallocate()
    }
}
