import AuthCrypto
extension ObjectSchema {
    /// The OpenAPI 3.0 schema of this object; nested objects are inlined, every member is typed.
    var openAPI: JSON {
        var properties: [String: JSON] = [:]
        for field in fields { properties[field.name] = field.type.openAPI }
        var schema: [String: JSON] = ["type": "object", "properties": .object(properties)]
        let required = fields.filter(\.isRequired).map { JSON.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    /// Every object schema reachable from this one, by name (for `components/schemas`).
    func collect(into schemas: inout [String: JSON]) {
        schemas[name] = openAPI
    }
}

extension FieldType {
    /// The OpenAPI 3.0 schema of a value of this type, as Sesame accepts it in requests and writes it in
    /// answers (int64s as strings or numbers, booleans also as `"true"`/`"false"`).
    var openAPI: JSON {
        switch self {
        case .string: ["type": "string"]
        case .int64: ["oneOf": [["type": "string", "pattern": "^-?[0-9]+$"], ["type": "integer"]]]
        case .int32: ["type": "integer", "format": "int32"]
        case .number: ["type": "number"]
        case .bool: ["type": "boolean"]
        // Numbers are accepted too (Android sends some enums as numbers) but not advertised.
        case .enumeration(let values): ["type": "string", "enum": .array(values.map { .string($0) })]
        case .array(let element): ["type": "array", "items": element.openAPI]
        case .object(let schema): schema.openAPI
        case .anyObject: ["type": "object"]
        }
    }
}
