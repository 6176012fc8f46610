/// Calls `log` once per response with route, status and latency. Never sees bodies or headers.
public struct AccessLogMiddleware: HTTPMiddleware {
    private let log: @Sendable (HTTPAccessLogEntry) -> Void

    public init(log: @escaping @Sendable (HTTPAccessLogEntry) -> Void) {
        self.log = log
    }

    public func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
        log(
            HTTPAccessLogEntry(
                requestID: request.id, method: request.method, path: request.rawPath, route: request.route,
                status: response.status, latency: ContinuousClock.now - request.receivedAt,
                remoteAddress: request.remoteAddress, requestBodySize: request.body.count,
                responseBodySize: response.body.count))
    }
}
