import Foundation

/// A Swift value that can be bound to a `$n` placeholder of the shared SQL.
public protocol SQLArgumentConvertible: Sendable {
    /// The type used when the value, or an Optional of it, is bound.
    static var sqlType: SQLType { get }
    var sqlArgument: SQLArgument { get }
}

extension String: SQLArgumentConvertible {
    public static var sqlType: SQLType { .text }
    public var sqlArgument: SQLArgument { .text(self) }
}

extension Int64: SQLArgumentConvertible {
    public static var sqlType: SQLType { .integer }
    public var sqlArgument: SQLArgument { .integer(self) }
}

extension Int: SQLArgumentConvertible {
    public static var sqlType: SQLType { .integer }
    public var sqlArgument: SQLArgument { .integer(Int64(self)) }
}

extension Bool: SQLArgumentConvertible {
    public static var sqlType: SQLType { .boolean }
    public var sqlArgument: SQLArgument { .boolean(self) }
}

extension Data: SQLArgumentConvertible {
    public static var sqlType: SQLType { .bytes }
    public var sqlArgument: SQLArgument { .bytes(self) }
}

extension Optional: SQLArgumentConvertible where Wrapped: SQLArgumentConvertible {
    public static var sqlType: SQLType { Wrapped.sqlType }
    public var sqlArgument: SQLArgument { self?.sqlArgument ?? .null(Wrapped.sqlType) }
}
