import AuthCrypto
import AuthModel

extension ObjectSchema {
    /// Checks `fields` (keys already camelCase) against the schema: a value of the wrong type throws
    /// 400 `INVALID_ARGUMENT : Invalid value at '<field>' (<TYPE>)`, naming the field in proto
    /// (snake_case) form as Firebase does, with its path for nested fields (`users[0].local_id`).
    /// `null` counts as absent; unknown fields are ignored (the emulator and pyrebase rely on that).
    /// Required fields are left to the handlers, whose `MISSING_…` codes the clients know.
    func validate(_ fields: [String: JSON], path: String = "") throws(APIError) {
        for field in self.fields {
            guard let value = fields[field.name], value != .null else { continue }
            try Self.check(value, field.type, at: Self.join(path, Self.protoName(field.name)))
        }
    }

    /// `path` is worked out only for the error: a valid value costs no string building.
    private static func check(_ value: JSON, _ type: FieldType, at path: @autoclosure () -> String)
        throws(APIError)
    {
        if value == .null { return }
        switch (type, value) {
        case (.string, .string), (.number, .int), (.number, .double), (.anyObject, .object):
            return
        case (.bool, .bool):
            return
        case (.bool, .string(let text)) where text == "true" || text == "false":
            return
        case (.int64, _), (.int32, _):
            if value.int64Value != nil, value.stringValue.map({ Int64($0) != nil }) ?? true { return }
        case (.enumeration(let names), .string(let name)):
            if names.contains(name) { return }
        case (.enumeration, .int):
            return
        case (.object(let schema), .object(let members)):
            try schema.validate(members, path: path())
            return
        case (.array(let element), .array(let values)):
            for (index, element_) in values.enumerated() {
                try check(element_, element, at: "\(path())[\(index)]")
            }
            return
        case (.array(let element), _) where !isArray(element):
            // A single value where a list is expected counts as a list of one.
            try check(value, element, at: path())
            return
        default:
            break
        }
        throw invalidValue(at: path(), type)
    }

    private static func isArray(_ type: FieldType) -> Bool {
        if case .array = type { return true }
        return false
    }

    static func invalidValue(at path: String, _ type: FieldType) -> APIError {
        APIError(
            envelope: ErrorEnvelope(
                httpStatus: 400,
                message: "INVALID_ARGUMENT : Invalid value at '\(path)' (\(type.protoTypeName))",
                reason: "invalid", status: "INVALID_ARGUMENT"))
    }

    /// `returnSecureToken` → `return_secure_token`.
    static func protoName(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func join(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : "\(path).\(name)"
    }
}
