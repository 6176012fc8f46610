// ZipBuffer: the per-source FIFO of zip.

/// A first-in first-out buffer without optionals: consumed slots are reclaimed when the buffer
/// runs empty, which for zip (buffers drain whenever every source has an element) is often.
/// Avoiding `Optional<Element>` keeps unspecialized generic code free of per-event metadata
/// lookups.
struct ZipBuffer<Element> {
    private var storage: [Element] = []
    private var head = 0
    /// Kept separately so that emptiness checks do not touch the array.
    private(set) var count = 0

    var isEmpty: Bool {
        count == 0
    }

    mutating func enqueue(_ element: Element) {
        storage.append(element)
        count += 1
    }

    /// Removes and returns the oldest element; the buffer must not be empty.
    mutating func dequeue() -> Element {
        let element = storage[head]
        head += 1
        count -= 1
        if count == 0 {
            storage.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
