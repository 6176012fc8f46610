/// A binary heap. Elements of equal priority come out in insertion order when `hasHigherPriority` is a
/// strict order that breaks ties by insertion (callers include a sequence number for that).
struct PriorityQueue<Element: AnyObject> {
    private let hasHigherPriority: (Element, Element) -> Bool
    private var elements: [Element] = []

    init(hasHigherPriority: @escaping (Element, Element) -> Bool) {
        self.hasHigherPriority = hasHigherPriority
    }

    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    func peek() -> Element? {
        elements.first
    }

    mutating func enqueue(_ element: Element) {
        elements.append(element)
        bubbleUp(from: elements.count - 1)
    }

    mutating func dequeue() -> Element? {
        guard let first = elements.first else { return nil }
        remove(at: 0)
        return first
    }

    /// Removes `element` (compared by identity).
    mutating func remove(_ element: Element) {
        if let index = elements.firstIndex(where: { $0 === element }) {
            remove(at: index)
        }
    }

    private mutating func remove(at index: Int) {
        let last = elements.count - 1
        if index != last {
            elements.swapAt(index, last)
        }
        elements.removeLast()
        guard index < elements.count else { return }
        bubbleUp(from: index)
        bubbleDown(from: index)
    }

    private mutating func bubbleUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard hasHigherPriority(elements[child], elements[parent]) else { return }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func bubbleDown(from start: Int) {
        var parent = start
        while true {
            var best = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < elements.count {
                if hasHigherPriority(elements[child], elements[best]) { best = child }
            }
            guard best != parent else { return }
            elements.swapAt(parent, best)
            parent = best
        }
    }
}
