import HTTPServer

/// One route: method, path, who may call it, what it does, and its OpenAPI description.
struct RouteSpec: Sendable {
    typealias APIHandler = @Sendable (ServerContext, APICall) async throws -> JSON
    typealias PlainHandler = @Sendable (ServerContext, HTTPRequest) -> HTTPResponse

    enum Action: Sendable {
        /// A JSON API operation; runs in a task off the HTTP threads (store I/O, hashing).
        case api(APIHandler)
        /// A cheap answer computed on the HTTP thread (health, keys, metrics).
        case plain(PlainHandler)
    }

    let method: HTTPMethod
    let path: String
    let access: RouteAccess
    let summary: String
    let action: Action

    init(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess, _ summary: String,
        _ handler: @escaping APIHandler
    ) {
        self.method = method
        self.path = path
        self.access = access
        self.summary = summary
        self.action = .api(handler)
    }

    init(_ method: HTTPMethod, _ path: String, _ summary: String, plain handler: @escaping PlainHandler) {
        self.method = method
        self.path = path
        self.access = .open
        self.summary = summary
        self.action = .plain(handler)
    }
}
