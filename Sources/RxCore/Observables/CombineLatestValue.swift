// CombineLatestValue: the latest value of one combineLatest source.

/// Holds one value in manually managed memory instead of an `Optional<Element>`, so that the
/// unspecialized generic sinks do not look up `Optional<Element>` metadata on every event.
/// The owning sink calls `release()` from its `deinit`.
struct CombineLatestValue<Element> {
    private let pointer = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    private var hasValue = false

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
