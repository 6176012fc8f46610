import AuthCrypto

/// Google's FieldMask, the `updateMask` of a `PATCH`: comma-separated field paths, each a dot-separated
/// list of names (`signIn.allowDuplicateEmails`; snake_case names are taken as camelCase). Nil when the
/// request has none, or an empty one: then the body is a full update.
struct FieldMask: Sendable, Equatable {
    let paths: [[String]]

    init?(_ text: String?) {
        let paths = (text ?? "").split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .map { $0.split(separator: ".").map { RequestBody.camelCased(String($0)) } }
        guard !paths.isEmpty else { return nil }
        self.paths = paths
    }

    /// Whether `path` leads through objects in `target` (steps not there yet count as objects): a
    /// path into a string, number or list names nothing, and changes nothing, as in Firebase.
    static func reaches(_ path: [String], in target: JSON) -> Bool {
        var current: JSON? = target
        for key in path.dropLast() {
            guard let value = current?[key] else { return true }
            guard value.objectValue != nil else { return false }
            current = value
        }
        return true
    }
}

extension JSON {
    /// The value at a path of object keys; nil when a step is missing or not an object.
    func value(at path: [String]) -> JSON? {
        var current: JSON? = self
        for key in path { current = current?[key] }
        return current
    }

    /// Sets (nil: removes) the value at a path of object keys, making the objects on the way (a step
    /// that is not an object becomes one).
    mutating func set(_ value: JSON?, at path: [String]) {
        guard let key = path.first else { return }
        var object = objectValue ?? [:]
        if path.count == 1 {
            object[key] = value
        } else {
            var inner = object[key].flatMap { $0.objectValue == nil ? nil : $0 } ?? .object([:])
            inner.set(value, at: Array(path.dropFirst()))
            object[key] = inner
        }
        self = .object(object)
    }
}
