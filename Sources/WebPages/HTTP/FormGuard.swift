import AuthCrypto
import HTTPServer

/// The checks every state-changing form post passes before it acts: it was sent by one of this
/// server's own pages — `Sec-Fetch-Site` (when the browser sends it) is `same-origin` or `none`, and an
/// `Origin` (when sent and not `null`, which no-referrer pages send) names this server — and the form
/// carries the expected CSRF token (compared in constant time).
struct FormGuard: Sendable {
    /// `https://auth.example.com` when the server has a public URL.
    let publicOrigin: String?

    func allows(_ request: HTTPRequest, token: String?, expected: String?) -> Bool {
        isFromThisServer(request) && Self.tokensMatch(token, expected)
    }

    func isFromThisServer(_ request: HTTPRequest) -> Bool {
        if let site = request.headers["Sec-Fetch-Site"]?.lowercased(), site != "same-origin", site != "none" {
            return false
        }
        guard let origin = request.headers["Origin"], origin != "null" else { return true }
        if let publicOrigin, origin.lowercased() == publicOrigin.lowercased() { return true }
        guard let host = request.headers["Host"], let schemeEnd = origin.range(of: "://") else {
            return false
        }
        return origin[schemeEnd.upperBound...].lowercased() == host.lowercased()
    }

    static func tokensMatch(_ given: String?, _ expected: String?) -> Bool {
        guard let given, let expected, !expected.isEmpty else { return false }
        return ConstantTime.equals(given, expected)
    }
}
