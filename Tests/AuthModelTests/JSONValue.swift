import AuthModel
import Foundation

/// Test helpers on AuthModel's `JSONValue` (parsed JSON, compared regardless of key order).
extension JSONValue {
    /// Parses JSON text.
    init(json text: String) throws {
        try self.init(data: Data(text.utf8))
    }

    /// Encodes `value` with `JSONEncoder` and parses the result.
    init(encoding value: some Encodable) throws {
        try self.init(data: JSONEncoder().encode(value))
    }

    /// The keys of an object, empty otherwise.
    var keys: Set<String> {
        if case .object(let members) = self { Set(members.keys) } else { [] }
    }
}

/// Decodes `T` from JSON text.
func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}
