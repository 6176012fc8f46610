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
    /// The matches of every literal route's own path (the paths clients call most), by method, so
    /// resolving them needs no splitting, decoding or scan; kept up to date as routes are added.
    private var literalMatches: [String: [HTTPMethod: Resolution]] = [:]

    public init() {}

    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: HTTPHandler) {
        let route = Route(method: method, pattern: RoutePattern(pattern), handler: handler)
        routes.append(route)
        if let path = route.pattern.literalPath { literalMatches[path] = [:] }
        for path in literalMatches.keys where route.pattern.match(Self.segments(ofLiteral: path)) != nil {
            literalMatches[path] = matches(ofLiteral: path)
        }
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

    /// Adds a deferred handler: it starts on the HTTP thread and resumes the connection itself.
    public mutating func add(
        _ method: HTTPMethod, _ pattern: String,
        deferred handler: @escaping @Sendable (HTTPRequest, HTTPResumption) -> Void
    ) {
        add(method, pattern, .deferred(handler))
    }

    /// Finds the route for `method` and a raw (still percent-encoded) path.
    public func resolve(_ method: HTTPMethod, rawPath: String) -> Resolution {
        if let resolution = literalMatches[rawPath]?[method] { return resolution }
        return resolve(
            method,
            segments: RoutePattern.split(Substring(rawPath)).map {
                PercentDecoding.decode($0.utf8, plusIsSpace: false)
            })
    }

    /// The resolutions of a literal path for the methods some route matches it with (HEAD too when GET).
    private func matches(ofLiteral path: String) -> [HTTPMethod: Resolution] {
        let segments = Self.segments(ofLiteral: path)
        var methods = Set(routes.filter { $0.pattern.match(segments) != nil }.map(\.method))
        if methods.contains(.get) { methods.insert(.head) }
        var resolutions: [HTTPMethod: Resolution] = [:]
        for method in methods { resolutions[method] = resolve(method, segments: segments) }
        return resolutions
    }

    private static func segments(ofLiteral path: String) -> [String] {
        RoutePattern.split(Substring(path)).map(String.init)
    }

    private func resolve(_ method: HTTPMethod, segments: [String]) -> Resolution {
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
