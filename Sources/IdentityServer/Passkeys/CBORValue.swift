/// One CBOR data item (RFC 8949) of the kinds WebAuthn uses: integers, byte and text strings, arrays,
/// maps (kept in their encoded order), booleans and null. Floats, tags and indefinite lengths are not
/// part of WebAuthn's CTAP2 canonical encoding; `CBORDecoder` refuses them.
/// Package-visible so the tests' software authenticator (ServerTestSupport) can build items.
package indirect enum CBORValue: Sendable, Equatable {
    case unsigned(UInt64)
    /// The negative integer −1 − n.
    case negative(UInt64)
    case bytes([UInt8])
    case text(String)
    case array([CBORValue])
    case map([(key: CBORValue, value: CBORValue)])
    case bool(Bool)
    case null

    package static func == (lhs: CBORValue, rhs: CBORValue) -> Bool {
        switch (lhs, rhs) {
        case (.unsigned(let a), .unsigned(let b)), (.negative(let a), .negative(let b)): a == b
        case (.bytes(let a), .bytes(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.map(let a), .map(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }

    /// The value as a signed integer, when it is one that fits.
    var integer: Int64? {
        switch self {
        case .unsigned(let n): n <= UInt64(Int64.max) ? Int64(n) : nil
        case .negative(let n): n <= UInt64(Int64.max) ? -1 - Int64(n) : nil
        default: nil
        }
    }

    var byteString: [UInt8]? {
        if case .bytes(let bytes) = self { return bytes }
        return nil
    }

    var textString: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    var arrayItems: [CBORValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The map's value for an integer key (COSE labels).
    subscript(label: Int64) -> CBORValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key.integer == label }?.value
    }

    /// The map's value for a text key.
    subscript(key: String) -> CBORValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key.textString == key }?.value
    }

    /// Whether the value is a map.
    var isMap: Bool {
        if case .map = self { return true }
        return false
    }
}
