/// A first-in first-out queue backed by a ring buffer.
struct Queue<Element> {
    private var storage: ContiguousArray<Element?>
    private var head = 0
    private(set) var count = 0

    init(capacity: Int = 4) {
        storage = ContiguousArray(repeating: nil, count: Swift.max(capacity, 1))
    }

    var isEmpty: Bool { count == 0 }

    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        defer {
            storage[head] = nil
            head = (head + 1) % storage.count
            count -= 1
        }
        return storage[head]
    }

    func peek() -> Element? {
        count > 0 ? storage[head] : nil
    }

    private mutating func grow() {
        var newStorage = ContiguousArray<Element?>(repeating: nil, count: storage.count * 2)
        for index in 0..<count {
            newStorage[index] = storage[(head + index) % storage.count]
        }
        storage = newStorage
        head = 0
    }
}

extension Queue: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var index = 0
        return AnyIterator {
            guard index < count else { return nil }
            defer { index += 1 }
            return storage[(head + index) % storage.count]
        }
    }
}
