/// Where outbox mail goes: `smtp://HOST[:PORT]` (port 25 by default; IPv6 hosts in brackets).
/// Plain SMTP without authentication or TLS: meant for a relay on loopback or a trusted network.
public struct SMTPServerAddress: Sendable, Equatable {
    public var host: String
    public var port: UInt16

    public init(host: String, port: UInt16 = 25) {
        self.host = host
        self.port = port
    }

    /// Parses `smtp://HOST[:PORT]`; nil for other schemes, paths, user info or a bad port.
    public init?(url: String) {
        guard url.lowercased().hasPrefix("smtp://") else { return nil }
        var rest = Substring(url.dropFirst("smtp://".count))
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.contains("/"), !rest.contains("@"), !rest.contains("?") else { return nil }
        var portText: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            host = String(rest[rest.index(after: rest.startIndex)..<close])
            let after = rest[rest.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if let colon = rest.lastIndex(of: ":") {
            host = String(rest[..<colon])
            portText = rest[rest.index(after: colon)...]
        } else {
            host = String(rest)
        }
        guard !host.isEmpty else { return nil }
        if let portText {
            guard let number = UInt16(portText), number > 0 else { return nil }
            port = number
        } else {
            port = 25
        }
    }
}
