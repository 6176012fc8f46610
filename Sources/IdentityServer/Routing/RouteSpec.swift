import AuthCrypto
import HTTPServer

/// One route: method, path, who may call it, what it does, and its OpenAPI description.
struct RouteSpec: Sendable {
    typealias APIHandler = @Sendable (ServerContext, APICall) async throws -> JSON
    typealias InlineAPIHandler = @Sendable (ServerContext, APICall) throws -> JSON
    typealias PlainHandler = @Sendable (ServerContext, HTTPRequest) -> HTTPResponse
    /// Starts on the HTTP thread and calls `done` once, from whichever thread finishes the work, with
    /// the closure that builds the answer back on the HTTP thread; throws instead for bad input.
    typealias DeferredAPIHandler =
        @Sendable (
            ServerContext, APICall, _ done: @escaping @Sendable (@escaping @Sendable () throws -> JSON) -> Void
        ) throws -> Void

    enum Action: Sendable {
        /// A JSON API operation; runs in a task off the HTTP threads (store I/O, hashing).
        case api(APIHandler)
        /// A JSON API operation answered on the HTTP thread: CPU work and indexed point reads from the
        /// store's reader pool only (ID-token verification with its account check), never writes,
        /// hashing or remote calls. Saves the suspend, task hop and resume of `.api`.
        case inlineAPI(InlineAPIHandler)
        /// A JSON API operation whose wait is another thread's (a group commit): on stores whose reads
        /// are local it starts on the HTTP thread and is answered there again, with no task between
        /// (`HTTPHandler.deferred`); on others `otherwise` runs as `.api` does. Both give one answer.
        case deferredAPI(DeferredAPIHandler, otherwise: APIHandler)
        /// A cheap answer computed on the HTTP thread (health, keys, metrics).
        case plain(PlainHandler)
    }

    let method: HTTPMethod
    let path: String
    let access: RouteAccess
    let summary: String
    let action: Action
    /// The request and success schema: drives body decoding and the OpenAPI document.
    private(set) var schema: OperationSchema?
    /// The success answer's media type (plain routes such as `/metrics` answer text).
    private(set) var contentType = "application/json"

    /// This route with its wire contract.
    func described(by schema: OperationSchema?) -> RouteSpec {
        var copy = self
        copy.schema = schema
        return copy
    }

    /// This route at another path, its summary extended by `summary`.
    func moved(to path: String, summary: String) -> RouteSpec {
        var copy = RouteSpec(method, path, access, self.summary + summary, action)
        copy.schema = schema
        copy.contentType = contentType
        return copy
    }

    /// This route answering `contentType` instead of JSON.
    func answering(_ contentType: String) -> RouteSpec {
        var copy = self
        copy.contentType = contentType
        return copy
    }

    /// Whether the route only answers 501.
    var isNotImplemented: Bool {
        guard let schema else { return false }
        return schema.request == nil && schema.response == nil
    }

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

    init(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess, _ summary: String,
        inline handler: @escaping InlineAPIHandler
    ) {
        self.method = method
        self.path = path
        self.access = access
        self.summary = summary
        self.action = .inlineAPI(handler)
    }

    init(_ method: HTTPMethod, _ path: String, _ access: RouteAccess, _ summary: String, _ action: Action) {
        self.method = method
        self.path = path
        self.access = access
        self.summary = summary
        self.action = action
    }

    /// Whether this is a JSON API operation (inline or not).
    var isAPI: Bool {
        switch action {
        case .api, .inlineAPI, .deferredAPI: true
        case .plain: false
        }
    }

    init(
        _ method: HTTPMethod, _ path: String, _ summary: String, access: RouteAccess = .open,
        plain handler: @escaping PlainHandler
    ) {
        self.method = method
        self.path = path
        self.access = access
        self.summary = summary
        self.action = .plain(handler)
    }
}
