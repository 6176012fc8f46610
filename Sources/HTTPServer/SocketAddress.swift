#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numeric IPv4/IPv6 socket addresses for binding and for naming peers.
enum SocketAddress {
    /// A socket address for `host:port`, passed to `body` while valid. `host` must be numeric.
    static func withAddress<Result>(
        host: String, port: UInt16, _ body: (UnsafePointer<sockaddr>, _ isIPv6: Bool) throws -> Result
    ) throws -> Result {
        if host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else {
                throw HTTPServerError.invalidBindAddress
            }
            return try withUnsafePointer(to: &address) {
                try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, true) }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw HTTPServerError.invalidBindAddress
        }
        return try withUnsafePointer(to: &address) {
            try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, false) }
        }
    }

    /// The numeric host of an IPv4 or IPv6 address (`127.0.0.1`, `::1`), or "" for other families.
    static func host(of address: UnsafePointer<sockaddr>) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(INET6_ADDRSTRLEN) + 1) { buffer in
            let converted: UnsafePointer<CChar>?
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                converted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    var raw = ipv4.pointee.sin_addr
                    return inet_ntop(AF_INET, &raw, buffer.baseAddress, socklen_t(buffer.count))
                }
            case AF_INET6:
                converted = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                    var raw = ipv6.pointee.sin6_addr
                    return inet_ntop(AF_INET6, &raw, buffer.baseAddress, socklen_t(buffer.count))
                }
            default:
                converted = nil
            }
            return converted.map { String(cString: $0) } ?? ""
        }
    }
}
