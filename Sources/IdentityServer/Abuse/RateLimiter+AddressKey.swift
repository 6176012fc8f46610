extension RateLimiter {
    /// The part of a per-IP counter key that names the client: an IPv4 address as such; an IPv6
    /// address by its /64 prefix, because one subscriber usually holds a whole /64 and could otherwise
    /// rotate through its addresses to escape the limit. IPv4-mapped IPv6 addresses count as IPv4.
    /// Anything that is not a numeric address is used as it is.
    static func addressKey(_ address: String) -> String {
        guard let bytes = AddressRange.bytes(of: address) else { return address }
        if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
        let groups = stride(from: 0, to: 8, by: 2).map { index in
            String(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]), radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }
}
