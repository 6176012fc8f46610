import Foundation

/// A complete HTTP request: head, whole body and where it came from.
public struct HTTPRequest: Sendable {
    /// Unique within the process; assigned by the server when the request line arrives.
    public var id: String
    public var method: HTTPMethod
    /// The path as it arrived, still percent-encoded, without the query.
    public var rawPath: String
    /// The path with percent-escapes decoded (`+` stays `+`).
    public var path: String
    /// The query string as it arrived, without the `?`; empty when there is none.
    public var rawQuery: String
    /// The decoded query items (`+` is a space), in order, names may repeat.
    public var query: HTTPParameters
    public var headers: HTTPHeaders
    public var body: Data
    /// The peer's IP address (`127.0.0.1`, `::1`), or "" when unknown.
    public var remoteAddress: String
    /// Values of the matched route's `{name}` segments, percent-decoded. Set by routing.
    public var pathParameters: [String: String]
    /// The matched route's pattern (such as `/v1/projects/{projectId}/accounts:batchGet`), or nil
    /// before routing and for unmatched requests. Use it as a low-cardinality label in logs and metrics.
    public var route: String?
    /// When the server saw the request line.
    public var receivedAt: ContinuousClock.Instant

    /// Makes a request from a request target such as `/a%20b/c?x=1&y=two+words`. An absolute-form target
    /// (`http://host/path`) is reduced to its path and query.
    public init(
        id: String = "",
        method: HTTPMethod,
        target: String,
        headers: HTTPHeaders = [:],
        body: Data = Data(),
        remoteAddress: String = "",
        receivedAt: ContinuousClock.Instant = .now
    ) {
        var target = Substring(target)
        // Origin form ("/path") is what clients send; only the absolute form needs the search.
        if target.utf8.first != UInt8(ascii: "/"), let schemeEnd = target.range(of: "://") {
            let afterAuthority = target[schemeEnd.upperBound...]
            target =
                afterAuthority.utf8.firstIndex(of: UInt8(ascii: "/")).map { afterAuthority[$0...] } ?? "/"
        }
        // Searched as bytes: a Character search walks grapheme clusters.
        let question = target.utf8.firstIndex(of: UInt8(ascii: "?"))
        let rawPath = question.map { target[..<$0] } ?? target
        let rawQuery = question.map { target[target.utf8.index(after: $0)...] } ?? ""
        self.id = id
        self.method = method
        self.rawPath = String(rawPath)
        self.path = PercentDecoding.decode(self.rawPath, plusIsSpace: false)
        self.rawQuery = String(rawQuery)
        self.query = HTTPParameters(urlEncoded: rawQuery.utf8)
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.pathParameters = [:]
        self.route = nil
        self.receivedAt = receivedAt
    }

    /// The media type of the body, lowercased and without parameters (`application/json`), or nil.
    public var mediaType: String? {
        guard let contentType = headers["Content-Type"] else { return nil }
        let type = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The body decoded as `application/x-www-form-urlencoded`, or nil when the body has another type.
    public var formParameters: HTTPParameters? {
        guard mediaType == "application/x-www-form-urlencoded" else { return nil }
        return HTTPParameters(urlEncoded: body)
    }
}
