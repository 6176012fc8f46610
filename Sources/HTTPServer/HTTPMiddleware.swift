/// A step around every request. Both hooks are synchronous so they work for inline and async handlers
/// alike; keep them cheap.
///
/// The server calls `willHandle` of each middleware in order before routing, and `didHandle` in reverse
/// order on every response it sends, including 404, 405, 413 and answers a middleware gave early.
public protocol HTTPMiddleware: Sendable {
    /// Sees (and may change) the request before routing. Returning a response answers the request without
    /// routing; later middleware's `willHandle` is then skipped, but every `didHandle` still runs.
    func willHandle(_ request: inout HTTPRequest) -> HTTPResponse?

    /// Sees (and may change) the response before it is sent. `request.route` is set when a route matched.
    func didHandle(_ request: HTTPRequest, response: inout HTTPResponse)
}

extension HTTPMiddleware {
    public func willHandle(_ request: inout HTTPRequest) -> HTTPResponse? { nil }

    public func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {}
}
