/// Identifies an element of a `Bag`.
struct BagKey: Hashable, Sendable {
    let rawValue: UInt64
}

/// An unordered collection with O(1) insert and removal by key. The first element is stored inline and
/// small bags use an array, so the common single-observer case allocates nothing.
struct Bag<Element> {
    private static var arrayLimit: Int { 30 }

    private var nextKey: UInt64 = 0
    private var key0: BagKey?
    private var value0: Element?
    private var pairs = ContiguousArray<(key: BagKey, value: Element)>()
    private var dictionary: [BagKey: Element]?

    init() {}

    /// Adds an element and returns its key.
    mutating func insert(_ element: Element) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        if key0 == nil {
            key0 = key
            value0 = element
        } else if pairs.count < Self.arrayLimit {
            pairs.append((key: key, value: element))
        } else {
            dictionary = dictionary ?? [:]
            dictionary![key] = element
        }
        return key
    }

    /// The number of elements.
    var count: Int {
        (key0 == nil ? 0 : 1) + pairs.count + (dictionary?.count ?? 0)
    }

    var isEmpty: Bool { count == 0 }

    /// Removes every element.
    mutating func removeAll() {
        key0 = nil
        value0 = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary = nil
    }

    /// Removes and returns the element for `key`.
    mutating func removeKey(_ key: BagKey) -> Element? {
        if key0 == key {
            key0 = nil
            defer { value0 = nil }
            return value0
        }
        if let index = pairs.firstIndex(where: { $0.key == key }) {
            return pairs.remove(at: index).value
        }
        return dictionary?.removeValue(forKey: key)
    }

    /// Calls `body` for every element.
    func forEach(_ body: (Element) -> Void) {
        if let value0 { body(value0) }
        for pair in pairs { body(pair.value) }
        if let dictionary {
            for value in dictionary.values { body(value) }
        }
    }
}

/// Delivers `event` to every observer in the bag.
@inline(__always)
func dispatch<Element>(_ bag: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    bag.forEach { $0(event) }
}
