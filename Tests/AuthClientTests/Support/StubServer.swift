import AuthModel
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request the stub received.
struct RecordedRequest: Sendable, CustomStringConvertible {
    var method: String
    /// The path as sent, including the base URL's prefix.
    var fullPath: String
    /// The path after the base URL's prefix, e.g. `/identitytoolkit.googleapis.com/v1/accounts:signUp`.
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var bodyData: Data

    /// The JSON body (`nil` when the body is not JSON).
    var body: JSONValue? { try? JSONValue(data: bodyData) }

    var endpoint: Endpoint? { Endpoint.route(forPath: path)?.endpoint }

    var description: String { "\(method) \(path)" }
}

/// A canned answer.
struct StubResponse: Sendable {
    var status: Int
    var body: Data
    var contentType = "application/json"
    /// Seconds to wait before answering (to keep a request in flight).
    var delay: TimeInterval = 0

    static func json(_ text: String, status: Int = 200, delay: TimeInterval = 0) -> StubResponse {
        StubResponse(status: status, body: Data(text.utf8), delay: delay)
    }

    /// A Firebase error envelope with `message` (e.g. `EMAIL_EXISTS` or `WEAK_PASSWORD : …`).
    static func error(_ message: String, status: Int = 400) -> StubResponse {
        let envelope = ErrorEnvelope(httpStatus: status, message: message)
        return StubResponse(status: status, body: try! JSONEncoder().encode(envelope))
    }

    static func text(_ text: String, status: Int, contentType: String = "text/html") -> StubResponse {
        StubResponse(status: status, body: Data(text.utf8), contentType: contentType)
    }
}

/// An in-process HTTP server for one test: requests to its unique host are answered by the handlers
/// registered per endpoint and recorded. Unrouted requests get a 404 envelope.
final class StubServer: Sendable {
    typealias Handler = @Sendable (RecordedRequest) -> StubResponse

    let host: String
    let urlSession: URLSession
    private let handlers = Mutex<[Endpoint: Handler]>([:])
    private let recorded = Mutex<[RecordedRequest]>([])
    private let outcomes = Mutex((answered: 0, cancelled: 0))

    init() {
        host = "stub-\(UUID().uuidString.lowercased()).test"
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        configuration.timeoutIntervalForRequest = 30
        urlSession = URLSession(configuration: configuration)
        StubURLProtocol.register(self)
    }

    deinit {
        StubURLProtocol.unregister(host)
    }

    /// The base URL for `.sesame(_:)`, with a path prefix to prove prefixes are kept.
    var baseURL: URL { URL(string: "http://\(host)/auth")! }
    /// The path prefix of ``baseURL``.
    static let pathPrefix = "/auth"

    /// Answers `endpoint` with `responses` in turn; the last one repeats.
    func respond(to endpoint: Endpoint, with responses: StubResponse...) {
        let next = Mutex(0)
        respond(to: endpoint) { _ in
            let index = next.withLock { index in
                defer { index += 1 }
                return min(index, responses.count - 1)
            }
            return responses[index]
        }
    }

    /// Answers `endpoint` with `handler`.
    func respond(to endpoint: Endpoint, handler: @escaping Handler) {
        handlers.withLock { $0[endpoint] = handler }
    }

    /// How many requests were answered, and how many the client cancelled before their answer.
    var outcomeCounts: (answered: Int, cancelled: Int) { outcomes.withLock { $0 } }

    func noteAnswered() { outcomes.withLock { $0.answered += 1 } }

    func noteCancelled() { outcomes.withLock { $0.cancelled += 1 } }

    /// Every request so far, in arrival order.
    var requests: [RecordedRequest] { recorded.withLock { $0 } }

    /// The requests to `endpoint`, in arrival order.
    func requests(to endpoint: Endpoint) -> [RecordedRequest] {
        requests.filter { $0.endpoint == endpoint }
    }

    /// The endpoints requested so far, in order.
    var endpoints: [Endpoint?] { requests.map(\.endpoint) }

    func handle(_ request: RecordedRequest) -> StubResponse {
        var route = request
        if route.path.hasPrefix(Self.pathPrefix) { route.path.removeFirst(Self.pathPrefix.count) }
        recorded.withLock { $0.append(route) }
        guard let endpoint = route.endpoint, let handler = handlers.withLock({ $0[endpoint] }) else {
            let envelope = ErrorEnvelope.notFound
            return StubResponse(status: 404, body: try! JSONEncoder().encode(envelope))
        }
        return handler(route)
    }
}
