/// What one JSON field of a request or response holds, in proto3's JSON mapping (what Firebase's front
/// end decodes): the source of an endpoint's decoding check, its OpenAPI schema and its tests.
indirect enum FieldType: Sendable {
    case string
    /// An int64: a JSON number or a string of digits (`validSince`, `createdAt`).
    case int64
    /// An int32 or uint32: a JSON number or a string of digits (`maxResults`).
    case int32
    case number
    /// `true`/`false`; the strings `"true"`/`"false"` are accepted too, as Firebase's front end does.
    case bool
    /// A proto enum: its name, or its number (Android sends `requestType: 6`).
    case enumeration([String])
    case array(FieldType)
    case object(ObjectSchema)
    /// An object whose members are not described (IdP profiles, claims).
    case anyObject

    /// The proto type Firebase names in `Invalid value at '<field>' (<TYPE>)`.
    var protoTypeName: String {
        switch self {
        case .string: "TYPE_STRING"
        case .int64: "TYPE_INT64"
        case .int32: "TYPE_INT32"
        case .number: "TYPE_DOUBLE"
        case .bool: "TYPE_BOOL"
        case .enumeration: "TYPE_ENUM"
        case .array(let element): element.protoTypeName
        case .object, .anyObject: "TYPE_MESSAGE"
        }
    }
}
