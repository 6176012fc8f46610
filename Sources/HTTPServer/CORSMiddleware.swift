/// Answers CORS preflight requests and adds CORS headers to responses for requests that carry `Origin`.
///
/// By default it behaves like the Firebase Auth emulator: every origin and every requested header is
/// reflected, and `Access-Control-Allow-Private-Network: true` is sent when a preflight asks for it.
public struct CORSMiddleware: HTTPMiddleware {
    /// Origins allowed to read responses; nil reflects any origin.
    public var allowedOrigins: Set<String>?
    /// Methods announced in preflight answers.
    public var allowedMethods: [HTTPMethod]
    /// Response headers scripts may read (`Access-Control-Expose-Headers`); empty sends none.
    public var exposedHeaders: [String]
    /// Sends `Access-Control-Allow-Credentials: true`.
    public var allowsCredentials: Bool
    /// How long a browser may cache a preflight answer.
    public var maxAge: Duration
    /// Answers `Access-Control-Request-Private-Network: true` with the matching allow header.
    public var allowsPrivateNetwork: Bool
    /// Paths (by prefix) left alone: no CORS headers, no preflight answers (pages for people, not APIs).
    public var exceptPathPrefixes: [String]

    public init(
        allowedOrigins: Set<String>? = nil,
        allowedMethods: [HTTPMethod] = [.get, .post, .put, .patch, .delete, .options],
        exposedHeaders: [String] = [],
        allowsCredentials: Bool = false,
        maxAge: Duration = .seconds(600),
        allowsPrivateNetwork: Bool = true,
        exceptPathPrefixes: [String] = []
    ) {
        self.allowedOrigins = allowedOrigins
        self.allowedMethods = allowedMethods
        self.exposedHeaders = exposedHeaders
        self.allowsCredentials = allowsCredentials
        self.maxAge = maxAge
        self.allowsPrivateNetwork = allowsPrivateNetwork
        self.exceptPathPrefixes = exceptPathPrefixes
    }

    /// Any `OPTIONS` from an allowed origin is answered as a preflight, `Access-Control-Request-Method`
    /// or not, as the `cors` middleware of Firebase's emulator answers it (some clients leave it out).
    public func willHandle(_ request: inout HTTPRequest) -> HTTPResponse? {
        guard request.method == .options, let origin = allowedOrigin(for: request) else { return nil }
        var response = HTTPResponse(status: .noContent)
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Methods"] = allowedMethods.map(\.rawValue).joined(
            separator: ", ")
        if let requested = request.headers["Access-Control-Request-Headers"], !requested.isEmpty {
            response.headers["Access-Control-Allow-Headers"] = requested
        }
        if allowsPrivateNetwork,
            request.headers["Access-Control-Request-Private-Network"]?.lowercased() == "true"
        {
            response.headers["Access-Control-Allow-Private-Network"] = "true"
        }
        response.headers["Access-Control-Max-Age"] = String(maxAge.components.seconds)
        return response
    }

    public func didHandle(_ request: HTTPRequest, response: inout HTTPResponse) {
        guard let origin = allowedOrigin(for: request) else { return }
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers.add("Vary", "Origin")
        if allowsCredentials { response.headers["Access-Control-Allow-Credentials"] = "true" }
        if !exposedHeaders.isEmpty, request.method != .options {
            response.headers["Access-Control-Expose-Headers"] = exposedHeaders.joined(separator: ", ")
        }
    }

    private func allowedOrigin(for request: HTTPRequest) -> String? {
        guard let origin = request.headers["Origin"],
            !exceptPathPrefixes.contains(where: { request.path.hasPrefix($0) })
        else { return nil }
        if let allowedOrigins, !allowedOrigins.contains(origin) { return nil }
        return origin
    }
}
