import Foundation

/// Routing plus middleware: turns a complete request into a response. The server drives it; tests and
/// other modules can call `respond(to:)` directly, without a socket.
public struct HTTPResponder: Sendable {
    /// What to do with a request after middleware and routing.
    enum Outcome: Sendable {
        /// The response is ready (middleware already applied).
        case respond(HTTPResponse)
        /// Run the async handler with this request, then `finish` its response.
        case suspend(HTTPRequest, @Sendable (HTTPRequest) async -> HTTPResponse)
        /// Suspend, then start the deferred handler with this request; it resumes the connection.
        case deferred(HTTPRequest, @Sendable (HTTPRequest, HTTPResumption) -> Void)
    }

    public let router: Router
    public let middleware: [any HTTPMiddleware]
    /// Builds the server's own error responses (404, 405, 413, 503). Defaults to `HTTPResponse.error`.
    public let errorResponse: @Sendable (HTTPStatus, String) -> HTTPResponse

    public init(
        router: Router,
        middleware: [any HTTPMiddleware] = [],
        errorResponse: @escaping @Sendable (HTTPStatus, String) -> HTTPResponse = HTTPResponse.error
    ) {
        self.router = router
        self.middleware = middleware
        self.errorResponse = errorResponse
    }

    /// The full pipeline for one request, inline and async handlers alike.
    public func respond(to request: HTTPRequest) async -> HTTPResponse {
        switch route(request) {
        case .respond(let response):
            return response
        case .suspend(let request, let handler):
            return finish(request, await handler(request))
        case .deferred(let request, let start):
            let answer = await withCheckedContinuation { continuation in
                start(request, HTTPResumption { continuation.resume(returning: $0) })
            }
            return finish(request, answer())
        }
    }

    /// Middleware `willHandle`, routing, and the inline handler if that is what matched.
    func route(_ request: HTTPRequest) -> Outcome {
        var request = request
        for step in middleware {
            if let response = step.willHandle(&request) {
                return .respond(finish(request, response))
            }
        }
        switch router.resolve(request.method, rawPath: request.rawPath) {
        case .notFound:
            return .respond(finish(request, errorResponse(.notFound, "Not Found")))
        case .methodNotAllowed(let allowed):
            var response = errorResponse(.methodNotAllowed, "Method Not Allowed")
            response.headers["Allow"] = allowed.map(\.rawValue).joined(separator: ", ")
            return .respond(finish(request, response))
        case .matched(let handler, let route, let parameters):
            request.route = route.description
            request.pathParameters = parameters
            switch handler {
            case .inline(let handle):
                return .respond(finish(request, handle(request)))
            case .async(let handle):
                return .suspend(request, handle)
            case .inlineFirst(let attempt, let otherwise):
                if let response = attempt(request) { return .respond(finish(request, response)) }
                return .suspend(request, otherwise)
            case .deferred(let start):
                return .deferred(request, start)
            }
        }
    }

    /// Middleware `didHandle`, last to first.
    func finish(_ request: HTTPRequest, _ response: HTTPResponse) -> HTTPResponse {
        var response = response
        for step in middleware.reversed() {
            step.didHandle(request, response: &response)
        }
        return response
    }

    /// The server's own error answer for `request`, with middleware applied.
    func failure(_ request: HTTPRequest, _ status: HTTPStatus, _ message: String) -> HTTPResponse {
        finish(request, errorResponse(status, message))
    }
}
