/// An ordered list of header fields with case-insensitive name lookup.
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    public private(set) var fields: [(name: String, value: String)]

    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of the field `name` (any case), or nil. Setting replaces every field of that name;
    /// setting nil removes them.
    public subscript(name: String) -> String? {
        get { fields.first { HTTPHeaders.namesMatch($0.name, name) }?.value }
        set {
            remove(name)
            if let newValue { fields.append((name: name, value: newValue)) }
        }
    }

    /// Every value of the field `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { HTTPHeaders.namesMatch($0.name, name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool {
        fields.contains { HTTPHeaders.namesMatch($0.name, name) }
    }

    /// Appends a field, keeping any existing ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { HTTPHeaders.namesMatch($0.name, name) }
    }

    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// ASCII case-insensitive comparison; header names are ASCII tokens.
    static func namesMatch(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        var left = lhs.utf8.makeIterator()
        var right = rhs.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil):
                return true
            case let (a?, b?) where a == b || lowercased(a) == lowercased(b):
                continue
            default:
                return false
            }
        }
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 65 && byte <= 90) ? byte + 32 : byte
    }
}
