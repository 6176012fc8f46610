import Foundation
import HTTPServer

/// The proxies (load balancers) in front of the server whose `X-Forwarded-For` is believed.
///
/// A request's client address is the peer's address, unless the peer is a trusted proxy: then the
/// `X-Forwarded-For` list is read from the right (each proxy appends the address it received the
/// request from), trusted proxies are skipped, and the first other address is the client's. A header
/// sent by anyone else is ignored, so a client cannot pick the address its rate limits count.
public struct TrustedProxies: Sendable, Equatable {
    public private(set) var ranges: [AddressRange] = []

    public init() {}

    /// `specifications`: addresses (`10.0.0.5`, `fd00::1`) or CIDR ranges (`10.0.0.0/8`).
    public init(_ specifications: [String]) throws(ConfigurationError) {
        for specification in specifications { try add(specification) }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    public mutating func add(_ specification: String) throws(ConfigurationError) {
        guard let range = AddressRange(specification) else {
            throw .invalidValue("--trusted-proxy", expected: "an IP address or CIDR range, e.g. 10.0.0.0/8")
        }
        ranges.append(range)
    }

    public func trusts(_ address: String) -> Bool {
        guard !ranges.isEmpty, let bytes = AddressRange.bytes(of: address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// The client address of a request from `peer` carrying `forwardedFor` (the header's values in
    /// order, comma-separated).
    public func clientAddress(peer: String, forwardedFor: String?) -> String {
        guard trusts(peer), let forwardedFor else { return peer }
        var client = peer
        for entry in forwardedFor.split(separator: ",").reversed() {
            let address = Self.stripped(entry)
            guard AddressRange.bytes(of: address) != nil else { return client }
            client = address
            if !trusts(address) { return address }
        }
        return client
    }

    /// An entry without spaces, brackets or a port (`[2001:db8::1]:443`, `192.0.2.1:80`).
    private static func stripped(_ entry: Substring) -> String {
        var text = entry.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("["), let end = text.firstIndex(of: "]") {
            return String(text[text.index(after: text.startIndex)..<end])
        }
        if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            text = String(text[..<colon])
        }
        return text
    }
}

extension TrustedProxies {
    /// The client address of `request`: its peer, or what a trusted proxy forwarded.
    func clientAddress(of request: HTTPRequest) -> String {
        // Without trusted proxies no header is read: the peer is the client.
        guard !isEmpty else { return request.remoteAddress }
        return clientAddress(
            peer: request.remoteAddress,
            forwardedFor: request.headers.values(for: "X-Forwarded-For").joined(separator: ","))
    }
}
