#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address with a prefix length: one address (`/32`, `/128`) or a CIDR range.
/// IPv4-mapped IPv6 addresses (`::ffff:192.0.2.1`) count as their IPv4 address.
public struct AddressRange: Sendable, Equatable {
    let network: [UInt8]
    let prefixLength: Int

    /// `192.0.2.1`, `192.0.2.0/24`, `2001:db8::/32`; nil when it is none of these.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let bytes = Self.bytes(of: String(parts[0])) else { return nil }
        var prefixLength = bytes.count * 8
        if parts.count == 2 {
            guard let length = Int(parts[1]), (0...bytes.count * 8).contains(length),
                parts[1].allSatisfy(\.isASCII)
            else { return nil }
            prefixLength = length
        }
        self.prefixLength = prefixLength
        network = Self.masked(bytes, prefixLength)
    }

    public func contains(_ address: [UInt8]) -> Bool {
        address.count == network.count && Self.masked(address, prefixLength) == network
    }

    /// The address's 4 or 16 bytes; nil for anything that is not a numeric address.
    static func bytes(of text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        let mappedPrefix: [UInt8] = Array(repeating: 0, count: 10) + [0xff, 0xff]
        return Array(bytes.prefix(12)) == mappedPrefix ? Array(bytes.suffix(4)) : bytes
    }

    private static func masked(_ bytes: [UInt8], _ prefixLength: Int) -> [UInt8] {
        bytes.enumerated().map { index, byte in
            let bits = min(8, max(0, prefixLength - index * 8))
            return bits == 8 ? byte : byte & ~(UInt8(0xff) >> bits)
        }
    }
}
