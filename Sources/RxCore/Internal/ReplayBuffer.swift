/// The bounded (or unbounded) FIFO of elements a replaying subject hands to late subscribers.
///
/// Appending past `capacity` drops the oldest element in amortised O(1).
struct ReplayBuffer<Element> {
    /// `nil` means unbounded.
    let capacity: Int?
    private var storage: [Element] = []
    private var head = 0

    init(capacity: Int?) {
        self.capacity = capacity.map { Swift.max($0, 0) }
    }

    var count: Int { storage.count - head }

    var elements: ArraySlice<Element> { storage[head...] }

    mutating func append(_ element: Element) {
        if capacity == 0 { return }
        storage.append(element)
        if let capacity, count > capacity {
            head += 1
            if head > 32 && head * 2 > storage.count {
                storage.removeFirst(head)
                head = 0
            }
        }
    }

    mutating func removeAll() {
        storage.removeAll()
        head = 0
    }
}
