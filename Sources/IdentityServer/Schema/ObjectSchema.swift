/// A JSON object's fields: an endpoint's request or response body, or a nested message.
struct ObjectSchema: Sendable {
    struct Field: Sendable {
        let name: String
        let type: FieldType
        let isRequired: Bool
    }

    /// The name under `components/schemas` in the OpenAPI document.
    let name: String
    let fields: [Field]

    init(_ name: String, _ fields: [Field]) {
        self.name = name
        self.fields = fields
    }

    func field(_ name: String) -> Field? { fields.first { $0.name == name } }
}

extension ObjectSchema.Field {
    static func string(_ name: String, required: Bool = false) -> Self {
        Self(name: name, type: .string, isRequired: required)
    }
    static func bool(_ name: String, required: Bool = false) -> Self {
        Self(name: name, type: .bool, isRequired: required)
    }
    static func int64(_ name: String, required: Bool = false) -> Self {
        Self(name: name, type: .int64, isRequired: required)
    }
    static func int32(_ name: String) -> Self { Self(name: name, type: .int32, isRequired: false) }
    static func number(_ name: String) -> Self { Self(name: name, type: .number, isRequired: false) }
    static func strings(_ name: String) -> Self { Self(name: name, type: .array(.string), isRequired: false) }
    static func enumeration(_ name: String, _ values: [String], required: Bool = false) -> Self {
        Self(name: name, type: .enumeration(values), isRequired: required)
    }
    static func object(_ name: String, _ schema: ObjectSchema) -> Self {
        Self(name: name, type: .object(schema), isRequired: false)
    }
    static func objects(_ name: String, _ schema: ObjectSchema) -> Self {
        Self(name: name, type: .array(.object(schema)), isRequired: false)
    }
    static func anyObject(_ name: String) -> Self { Self(name: name, type: .anyObject, isRequired: false) }
}
