/// One statement of the shared SQL (`$n` placeholders) with its arguments, for code that builds
/// statements for an engine to run (one after another on SQLite, pipelined on PostgreSQL).
public struct SQLStatement: Sendable {
    public var sql: String
    public var arguments: [any SQLArgumentConvertible]

    public init(_ sql: String, _ arguments: [any SQLArgumentConvertible] = []) {
        self.sql = sql
        self.arguments = arguments
    }

    /// `$first, $first+1, …` for `count` values: the list of an `IN (…)`.
    static func placeholders(_ count: Int, from first: Int = 1) -> String {
        (first..<(first + count)).map { "$\($0)" }.joined(separator: ", ")
    }

    /// `($1, …, $width), ($width+1, …), …` for `rows` rows: the rows of a `VALUES` list.
    static func rowPlaceholders(_ rows: Int, width: Int) -> String {
        (0..<rows).map { "(" + placeholders(width, from: $0 * width + 1) + ")" }.joined(separator: ", ")
    }
}
