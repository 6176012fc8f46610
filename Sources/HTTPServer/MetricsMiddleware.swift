/// Records every response in an `HTTPMetrics`.
public struct MetricsMiddleware: HTTPMiddleware {
    public let metrics: HTTPMetrics

    public init(metrics: HTTPMetrics) {
        self.metrics = metrics
    }

    public func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
        metrics.record(
            method: request.method, route: request.route, status: response.status,
            latency: ContinuousClock.now - request.receivedAt)
    }
}
