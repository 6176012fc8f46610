import Foundation

/// One statement parameter as libpq takes it: the type's OID, the bytes, and their format.
public struct PostgresParameter: Sendable, Equatable {
    /// The parameter's type OID, so the server never has to guess (`$1 IS NULL` works).
    public var oid: UInt32
    /// Text (format 0) or binary (format 1) bytes; nil for SQL NULL.
    public var bytes: [UInt8]?
    public var isBinary: Bool

    static let textOid: UInt32 = 25
    static let int8Oid: UInt32 = 20
    static let boolOid: UInt32 = 16
    static let byteaOid: UInt32 = 17
}

/// A Swift value that can be bound to a `$n` placeholder.
public protocol PostgresBindable: Sendable {
    /// The type OID used when the value (or an Optional of it) is bound.
    static var postgresOid: UInt32 { get }
    var postgresParameter: PostgresParameter { get }
}

extension String: PostgresBindable {
    public static var postgresOid: UInt32 { PostgresParameter.textOid }
    public var postgresParameter: PostgresParameter {
        PostgresParameter(oid: Self.postgresOid, bytes: Array(utf8), isBinary: false)
    }
}

extension Int64: PostgresBindable {
    public static var postgresOid: UInt32 { PostgresParameter.int8Oid }
    public var postgresParameter: PostgresParameter {
        PostgresParameter(oid: Self.postgresOid, bytes: Array(String(self).utf8), isBinary: false)
    }
}

extension Int: PostgresBindable {
    public static var postgresOid: UInt32 { PostgresParameter.int8Oid }
    public var postgresParameter: PostgresParameter { Int64(self).postgresParameter }
}

extension Bool: PostgresBindable {
    public static var postgresOid: UInt32 { PostgresParameter.boolOid }
    public var postgresParameter: PostgresParameter {
        PostgresParameter(oid: Self.postgresOid, bytes: Array((self ? "t" : "f").utf8), isBinary: false)
    }
}

extension Data: PostgresBindable {
    public static var postgresOid: UInt32 { PostgresParameter.byteaOid }
    public var postgresParameter: PostgresParameter {
        PostgresParameter(oid: Self.postgresOid, bytes: Array(self), isBinary: true)
    }
}

extension Optional: PostgresBindable where Wrapped: PostgresBindable {
    public static var postgresOid: UInt32 { Wrapped.postgresOid }
    public var postgresParameter: PostgresParameter {
        self?.postgresParameter ?? PostgresParameter(oid: Self.postgresOid, bytes: nil, isBinary: false)
    }
}
