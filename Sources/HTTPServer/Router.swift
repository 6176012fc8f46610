/// Maps a method and path to a handler.
///
/// Routes are tried in the order they were added. `HEAD` falls back to the `GET` route of the same path.
public struct Router: Sendable {
    /// The outcome of routing one request.
    public enum Resolution: Sendable {
        case matched(HTTPHandler, route: RoutePattern, parameters: [String: String])
        /// No route has this path.
        case notFound
        /// Routes have this path, but not this method; `allowed` lists the methods they have.
        case methodNotAllowed(allowed: [HTTPMethod])
    }

    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: RoutePattern
        let handler: HTTPHandler
    }

    private var routes: [Route] = []

    public init() {}

    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: HTTPHandler) {
        routes.append(Route(method: method, pattern: RoutePattern(pattern), handler: handler))
    }

    /// Adds an inline handler: it runs on the HTTP thread and must be cheap.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String,
        inline handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        add(method, pattern, .inline(handler))
    }

    /// Adds an async handler: it runs in a task while the connection waits, suspended.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String,
        async handler: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) {
        add(method, pattern, .async(handler))
    }

    /// Adds a handler tried inline first: when `inline` returns nil, `otherwise` runs in a task.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String,
        inlineFirst inline: @escaping @Sendable (HTTPRequest) -> HTTPResponse?,
        otherwise: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) {
        add(method, pattern, .inlineFirst(inline, otherwise: otherwise))
    }

    /// Finds the route for `method` and a raw (still percent-encoded) path.
    public func resolve(_ method: HTTPMethod, rawPath: String) -> Resolution {
        let segments = RoutePattern.split(Substring(rawPath)).map {
            PercentDecoding.decode($0.utf8, plusIsSpace: false)
        }
        var allowed: [HTTPMethod] = []
        var headFallback: (Route, [String: String])?
        for route in routes {
            guard let parameters = route.pattern.match(segments) else { continue }
            if route.method == method {
                return .matched(route.handler, route: route.pattern, parameters: parameters)
            }
            if method == .head && route.method == .get && headFallback == nil {
                headFallback = (route, parameters)
            }
            if !allowed.contains(route.method) { allowed.append(route.method) }
        }
        if let (route, parameters) = headFallback {
            return .matched(route.handler, route: route.pattern, parameters: parameters)
        }
        if allowed.isEmpty { return .notFound }
        if allowed.contains(.get) && !allowed.contains(.head) { allowed.append(.head) }
        return .methodNotAllowed(allowed: allowed)
    }
}
