@testable import IdentityServer

/// A CBOR encoder for tests (canonical shortest-form heads), the inverse of `CBORDecoder`, plus raw
/// heads for building the malformed items the decoder must refuse.
package enum CBOREncoding {
    package static func encode(_ value: CBORValue) -> [UInt8] {
        switch value {
        case .unsigned(let n): head(0, n)
        case .negative(let n): head(1, n)
        case .bytes(let bytes): head(2, UInt64(bytes.count)) + bytes
        case .text(let text): head(3, UInt64(text.utf8.count)) + Array(text.utf8)
        case .array(let items): head(4, UInt64(items.count)) + items.flatMap(encode)
        case .map(let entries): head(5, UInt64(entries.count)) + entries.flatMap { encode($0.key) + encode($0.value) }
        case .bool(let flag): [flag ? 0xf5 : 0xf4]
        case .null: [0xf6]
        }
    }

    package static func head(_ major: UInt8, _ argument: UInt64) -> [UInt8] {
        let type = major << 5
        switch argument {
        case 0..<24: return [type | UInt8(argument)]
        case 24..<256: return [type | 24, UInt8(argument)]
        case 256..<65_536: return [type | 25] + bigEndian(argument, 2)
        case 65_536..<4_294_967_296: return [type | 26] + bigEndian(argument, 4)
        default: return [type | 27] + bigEndian(argument, 8)
        }
    }

    package static func bigEndian(_ value: UInt64, _ width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    package static func int(_ value: Int64) -> CBORValue {
        value >= 0 ? .unsigned(UInt64(value)) : .negative(UInt64(-1 - value))
    }

    package static func map(_ entries: [(CBORValue, CBORValue)]) -> CBORValue {
        .map(entries.map { (key: $0.0, value: $0.1) })
    }
}
