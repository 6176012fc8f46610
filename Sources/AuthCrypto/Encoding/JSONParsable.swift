/// A JSON value type that `JSONParser` can build: one constructor per kind of value.
///
/// Numbers arrive twice: as the exact integer when the text is an integer that fits in `Int64`
/// (`nil` otherwise), and as the nearest `Double`, so each type keeps the precision it cares about.
public protocol JSONParsable {
    static var parsedNull: Self { get }
    static func parsed(_ value: Bool) -> Self
    static func parsed(integer: Int64?, double: Double) -> Self
    static func parsed(_ value: String) -> Self
    static func parsed(_ elements: [Self]) -> Self
    static func parsed(_ fields: [String: Self]) -> Self
}
