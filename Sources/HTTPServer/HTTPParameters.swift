/// Decoded name/value pairs from a query string or an `application/x-www-form-urlencoded` body.
/// Names may repeat; order is kept.
public struct HTTPParameters: Sendable, Sequence {
    public private(set) var items: [(name: String, value: String)]

    public init(_ items: [(name: String, value: String)] = []) {
        self.items = items
    }

    /// Parses `a=1&b=two+words&c=%2F`: pairs split on `&`, name and value on the first `=`, `+` is a
    /// space and `%XX` escapes are decoded. A name without `=` gets an empty value; empty pairs are skipped.
    public init<Bytes: Collection<UInt8>>(urlEncoded bytes: Bytes) {
        var items: [(name: String, value: String)] = []
        for pair in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            if let equals = pair.firstIndex(of: UInt8(ascii: "=")) {
                let name = PercentDecoding.decode(pair[pair.startIndex..<equals], plusIsSpace: true)
                let value = PercentDecoding.decode(pair[pair.index(after: equals)...], plusIsSpace: true)
                items.append((name: name, value: value))
            } else {
                items.append((name: PercentDecoding.decode(pair, plusIsSpace: true), value: ""))
            }
        }
        self.items = items
    }

    public init(urlEncoded string: String) {
        self.init(urlEncoded: Array(string.utf8))
    }

    /// The first value for `name` (exact match), or nil.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    public var isEmpty: Bool { items.isEmpty }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        items.makeIterator()
    }
}
