import Foundation
import HTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starts a server on 127.0.0.1:0, runs `body`, and stops the server even when `body` throws.
func withServer<Result>(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    router: Router,
    middleware: [any HTTPMiddleware] = [],
    _ body: (HTTPServer) async throws -> Result
) async throws -> Result {
    var configuration = configuration
    configuration.bindAddress = "127.0.0.1"
    configuration.port = 0
    let server = HTTPServer(configuration: configuration, router: router, middleware: middleware)
    try server.start()
    do {
        let result = try await body(server)
        await server.stop(drainTimeout: .seconds(5))
        return result
    } catch {
        await server.stop(drainTimeout: .seconds(5))
        throw error
    }
}

/// A URLSession request against the test server.
func fetch(
    _ server: HTTPServer, _ method: String, _ pathAndQuery: String,
    headers: [String: String] = [:], body: Data? = nil, session: URLSession = .shared
) async throws -> (status: Int, headers: [AnyHashable: Any], body: Data) {
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(server.port)\(pathAndQuery)")!)
    request.httpMethod = method
    request.timeoutInterval = 30
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    request.httpBody = body
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    return (http.statusCode, http.allHeaderFields, data)
}

func header(_ name: String, in headers: [AnyHashable: Any]) -> String? {
    for (key, value) in headers where (key as? String)?.lowercased() == name.lowercased() {
        return value as? String
    }
    return nil
}

func jsonObject(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// A GET (or body-less request) against the test server.
func fetch(
    _ server: HTTPServer, _ pathAndQuery: String, headers: [String: String] = [:],
    session: URLSession = .shared
) async throws -> (status: Int, headers: [AnyHashable: Any], body: Data) {
    try await fetch(server, "GET", pathAndQuery, headers: headers, session: session)
}
