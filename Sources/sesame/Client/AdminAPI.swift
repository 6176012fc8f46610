import AuthCrypto
import AuthModel
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sesame's admin API as the operator commands call it: JSON over HTTP with `Authorization: Bearer`
/// (the embedded server's admin key of this run, or `--admin-key` / `SESAME_ADMIN_KEY` for `--server`).
struct AdminAPI: Sendable {
    let baseURL: URL
    let adminKey: String
    /// The connection's session (``QuietURLSession``: a session of its own would leave folders behind).
    let session: URLSession

    static let option = CommandOption(
        "admin-key", "SECRET", "with --server: its admin key (env SESAME_ADMIN_KEY)")

    /// The admin key the arguments or the environment give; only `--server` needs one.
    static func adminKey(_ arguments: ParsedArguments, environment: [String: String]) -> String? {
        arguments.value(option.name) ?? environment["SESAME_ADMIN_KEY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The API of `connection`'s server.
    static func of(_ connection: ClientConnection, adminKey: String?) throws -> AdminAPI {
        guard let baseURL = connection.serverURL else { throw CommandFailure("no server to talk to") }
        if let embedded = connection.embedded {
            return AdminAPI(baseURL: baseURL, adminKey: embedded.adminKey, session: connection.urlSession)
        }
        guard let adminKey else {
            throw UsageError.missingOption("--admin-key (or SESAME_ADMIN_KEY) for --server")
        }
        return AdminAPI(baseURL: baseURL, adminKey: adminKey, session: connection.urlSession)
    }

    /// Sends the request and returns the JSON object answered with 200; an error answer becomes a
    /// ``CommandFailure`` with the server's message.
    func call(_ method: String, _ path: String, _ body: [String: String]? = nil) async throws -> [String: Any]
    {
        let data = try await exchange(
            method, path, body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Self.notAnObject
        }
        return object
    }

    /// ``call(_:_:_:)`` with a ``JSON`` body (nested values, numbers) and answer, and `query` added to
    /// the URL.
    func send(_ method: String, _ path: String, _ body: JSON? = nil, query: [URLQueryItem] = []) async throws
        -> [String: JSON]
    {
        guard
            let object = JSON.parse(try await exchange(method, path, body: body?.data, query: query))?
                .objectValue
        else { throw Self.notAnObject }
        return object
    }

    private static let notAnObject = CommandFailure("the server's answer is not a JSON object")

    private func exchange(_ method: String, _ path: String, body: Data?, query: [URLQueryItem] = [])
        async throws
        -> Data
    {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        let basePath = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        components?.percentEncodedPath = basePath + path
        if !query.isEmpty { components?.queryItems = query }
        guard let url = components?.url else { throw CommandFailure("cannot make a URL of \(path)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("Bearer \(adminKey)", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw CommandFailure("could not reach \(baseURL.absoluteString): \(error.localizedDescription)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            let envelope = try? JSONDecoder().decode(ErrorEnvelope.self, from: data)
            throw CommandFailure(
                "the server refused (HTTP \(status)): \(envelope?.error.message ?? "no error message")")
        }
        return data
    }
}
