extension JSON: JSONParsable {
    public static var parsedNull: JSON { .null }
    public static func parsed(_ value: Bool) -> JSON { .bool(value) }
    public static func parsed(integer: Int64?, double: Double) -> JSON {
        integer.map(JSON.int) ?? .double(double)
    }
    public static func parsed(_ value: String) -> JSON { .string(value) }
    public static func parsed(_ elements: [JSON]) -> JSON { .array(elements) }
    public static func parsed(_ fields: [String: JSON]) -> JSON { .object(fields) }

    /// Parses a JSON object (a JWT header or claim set); `nil` for anything else.
    static func parseObject(_ bytes: [UInt8]) -> [String: JSON]? {
        guard case .object(let fields)? = JSONParser<JSON>.parse(bytes) else { return nil }
        return fields
    }
}
