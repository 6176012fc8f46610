import AuthCrypto
import Foundation
import HTTPServer

/// A request's fields, from a JSON object or a form body, with keys normalised snake_case → camelCase
/// (so `grant_type` and `grantType` are the same field). Accessors are lenient the way Firebase's
/// front end is: numbers given for strings become strings, `"true"` is a boolean, `null` is absent.
public struct RequestBody: Sendable {
    public var fields: [String: JSON]

    public init(fields: [String: JSON] = [:]) {
        self.fields = fields
    }

    /// Reads the body of `request`: empty → no fields; form-encoded (and not starting with `{`, which
    /// `curl -d` sends with a form content type) → string fields; otherwise JSON, which must be an object.
    public init(request: HTTPRequest) throws(APIError) {
        let looksLikeJSON = request.body.first(where: { $0 > 0x20 }) == UInt8(ascii: "{")
        if !looksLikeJSON, let form = request.formParameters {
            var fields: [String: JSON] = [:]
            for (name, value) in form { fields[RequestBody.camelCased(name)] = .string(value) }
            self.init(fields: fields)
            return
        }
        let trimmed = request.body.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        if trimmed.isEmpty {
            self.init()
            return
        }
        guard let parsed = JSON.parse(request.body) else {
            throw .invalidJSON("Unexpected token in the request body.")
        }
        guard case .object(let object) = RequestBody.normalized(parsed) else {
            throw .invalidJSON("The request body must be a JSON object.")
        }
        self.init(fields: object)
    }

    /// `snake_case` → `snakeCase`; names without underscores are unchanged.
    static func camelCased(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: "_")) else { return name }
        var result = ""
        var upperNext = false
        for character in name {
            if character == "_" {
                upperNext = !result.isEmpty
            } else if upperNext {
                result += character.uppercased()
                upperNext = false
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func normalized(_ value: JSON) -> JSON {
        switch value {
        case .object(let fields):
            // Most bodies are flat and camelCase already: they are returned as they are.
            let isNormal = fields.allSatisfy { key, field in
                !key.utf8.contains(UInt8(ascii: "_")) && field.objectValue == nil && field.arrayValue == nil
            }
            if isNormal { return value }
            var result = [String: JSON](minimumCapacity: fields.count)
            for (key, field) in fields { result[camelCased(key)] = normalized(field) }
            return .object(result)
        case .array(let values):
            return .array(values.map(normalized))
        default:
            return value
        }
    }

    /// The field unless absent or `null`.
    public subscript(name: String) -> JSON? {
        guard let value = fields[name], value != .null else { return nil }
        return value
    }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// A string field; numbers and booleans are converted. Empty strings count as absent.
    public func string(_ name: String) -> String? {
        let text: String? =
            switch self[name] {
            case .string(let value)?: value
            case .int(let value)?: String(value)
            case .double(let value)?: String(value)
            case .bool(let value)?: String(value)
            default: nil
            }
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    public func bool(_ name: String) -> Bool? { self[name]?.boolValue }

    public func int64(_ name: String) -> Int64? { self[name]?.int64Value }

    /// A list of strings; a single string counts as a list of one.
    public func strings(_ name: String) -> [String] {
        switch self[name] {
        case .array(let values)?: values.compactMap { $0.stringValue ?? $0.int64Value.map(String.init) }
        case .string(let value)?: [value]
        default: []
        }
    }
}
