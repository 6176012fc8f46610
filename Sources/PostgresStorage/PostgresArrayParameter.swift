import Foundation

/// An array parameter (`$n` of type `text[]`, `bytea[]`, `bigint[]`) in PostgreSQL's text format:
/// `{"…","…",NULL}`, every element quoted, so no value needs to be trusted to be free of `,{}"\`.
enum PostgresArrayParameter {
    static let textArrayOid: UInt32 = 1009
    static let byteaArrayOid: UInt32 = 1001
    static let int8ArrayOid: UInt32 = 1016

    static func text(_ values: [String?]) -> PostgresParameter {
        literal(values.map { $0.map(quoted) }, oid: textArrayOid)
    }

    /// Each value in bytea's hex text form (`\\x…`), quoted.
    static func bytea(_ values: [Data?]) -> PostgresParameter {
        literal(values.map { $0.map { quoted("\\x" + hex($0)) } }, oid: byteaArrayOid)
    }

    static func int64(_ values: [Int64?]) -> PostgresParameter {
        literal(values.map { $0.map(String.init) }, oid: int8ArrayOid)
    }

    private static func literal(_ elements: [String?], oid: UInt32) -> PostgresParameter {
        let text = "{" + elements.map { $0 ?? "NULL" }.joined(separator: ",") + "}"
        return PostgresParameter(oid: oid, bytes: Array(text.utf8), isBinary: false)
    }

    private static func quoted(_ value: String) -> String {
        var quoted = "\""
        for character in value.unicodeScalars {
            if character == "\\" || character == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(character)
        }
        return quoted + "\""
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hex(_ data: Data) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count * 2)
        for byte in data {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
