import Foundation

/// Whether the action page may offer a link to an action link's `continueUrl`: only an http(s) URL
/// whose host is an authorized domain (exactly, or under a `*.example.com` entry). Anything else —
/// another host, another scheme, user info, backslashes or control characters that browsers and
/// parsers read differently — is not offered, so the page is never an open redirect.
public struct ContinueLink: Sendable {
    public let authorizedDomains: [String]

    public init(authorizedDomains: [String]) {
        self.authorizedDomains = authorizedDomains
    }

    /// `candidate` when a page may link or redirect to it, else nil.
    public func offered(_ candidate: String?) -> String? {
        guard let candidate, !candidate.isEmpty, candidate.count <= 2048 else { return nil }
        guard
            !candidate.unicodeScalars.contains(where: {
                $0 == "\\" || $0.value <= 0x20 || $0.value == 0x7F || !$0.isASCII
            })
        else { return nil }
        guard let components = URLComponents(string: candidate), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", components.user == nil, components.password == nil,
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        return isAuthorized(host) ? candidate : nil
    }

    public func isAuthorized(_ host: String) -> Bool {
        authorizedDomains.contains { domain in
            let domain = domain.lowercased()
            if domain.hasPrefix("*.") { return host.hasSuffix(domain.dropFirst(1)) }
            return host == domain
        }
    }
}
