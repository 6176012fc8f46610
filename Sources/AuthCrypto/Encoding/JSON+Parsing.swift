extension JSONValue: JSONParsable {
    public static var parsedNull: JSONValue { .null }
    public static func parsed(_ value: Bool) -> JSONValue { .bool(value) }
    public static func parsed(integer: Int64?, double: Double) -> JSONValue { .number(double) }
    public static func parsed(_ value: String) -> JSONValue { .string(value) }
    public static func parsed(_ elements: [JSONValue]) -> JSONValue { .array(elements) }
    public static func parsed(_ fields: [String: JSONValue]) -> JSONValue { .object(fields) }

    /// Parses a JSON object (a JWT header or claim set); `nil` for anything else.
    static func parseObject(_ bytes: [UInt8]) -> [String: JSONValue]? {
        guard case .object(let fields)? = JSONParser<JSONValue>.parse(bytes) else { return nil }
        return fields
    }
}
