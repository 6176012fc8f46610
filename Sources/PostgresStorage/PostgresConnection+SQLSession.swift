import Foundation
import Storage

extension PostgresRow: SQLRow {}

/// Runs the shared store SQL (written with `$n` placeholders, as PostgreSQL takes them).
extension PostgresConnection: SQLSession {
    @discardableResult
    public func run(_ sql: String, _ arguments: [any SQLArgumentConvertible]) throws -> Int {
        try execute(sql, Self.parameters(arguments))
    }

    public func rows<T>(
        _ sql: String, _ arguments: [any SQLArgumentConvertible], _ map: (PostgresRow) throws -> T
    ) throws -> [T] {
        try query(sql, Self.parameters(arguments), map)
    }

    static func parameters(_ arguments: [any SQLArgumentConvertible]) -> [any PostgresBindable] {
        arguments.map { argument -> any PostgresBindable in
            switch argument.sqlArgument {
            case .text(let text): text
            case .integer(let integer): integer
            case .boolean(let boolean): boolean
            case .bytes(let bytes): bytes
            case .null(let type): PostgresParameter(oid: oid(of: type), bytes: nil, isBinary: false)
            }
        }
    }

    private static func oid(of type: SQLType) -> UInt32 {
        switch type {
        case .text: String.postgresOid
        case .integer: Int64.postgresOid
        case .boolean: Bool.postgresOid
        case .bytes: Data.postgresOid
        }
    }
}

/// A parameter built by hand binds as itself (its own OID; `postgresOid` is only the fallback type).
extension PostgresParameter: PostgresBindable {
    public static var postgresOid: UInt32 { textOid }
    public var postgresParameter: PostgresParameter { self }
}
