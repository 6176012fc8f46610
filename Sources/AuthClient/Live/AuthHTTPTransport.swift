import AuthModel
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one Firebase-protocol request: POST of a JSON body to an endpoint's URL with `?key=`, and
/// turns the answer into the response type or an `AuthError` (the server's error envelope, or a
/// transport failure's client-side kind).
struct AuthHTTPTransport: Sendable {
    let session: URLSession
    let configuration: AuthClientConfiguration

    /// Posts `body` to `endpoint` and decodes the 2xx answer as `Response`.
    func post<Body: Encodable, Response: Decodable>(
        _ endpoint: Endpoint, _ body: Body, as _: Response.Type = Response.self
    ) async throws(AuthError) -> Response {
        let request = try makeRequest(endpoint, body: body)
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.cancellableData(for: request)
        } catch {
            throw AuthError(transportFailure: error)
        }
        return try decode(data, response: response, as: Response.self)
    }

    func makeRequest<Body: Encodable>(_ endpoint: Endpoint, body: Body) throws(AuthError) -> URLRequest {
        let url = endpoint.url(in: configuration.layout, apiKey: configuration.apiKey)
        var request = URLRequest(url: url, timeoutInterval: configuration.requestTimeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue(Self.clientVersion, forHTTPHeaderField: "X-Client-Version")
        do {
            request.httpBody = try JSONEncoder().encode(body)
        } catch {
            // Every body is a plain struct of strings, booleans and arrays; this cannot happen.
            throw AuthError.unknown(code: "REQUEST_ENCODING_FAILED")
        }
        return request
    }

    func decode<Response: Decodable>(_ data: Data, response: URLResponse, as _: Response.Type)
        throws(AuthError) -> Response
    {
        guard let http = response as? HTTPURLResponse else {
            throw AuthError(.malformedResponse, detail: "not an HTTP response")
        }
        guard (200..<300).contains(http.statusCode) else {
            if let envelope = try? JSONDecoder().decode(ErrorEnvelope.self, from: data) {
                throw envelope.authError.retrying(
                    after: http.value(forHTTPHeaderField: "Retry-After").flatMap { Int($0) })
            }
            throw AuthError(.malformedResponse, detail: "HTTP \(http.statusCode) without an error envelope")
        }
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw AuthError(
                .malformedResponse, detail: "HTTP \(http.statusCode) body is not the expected JSON")
        }
    }

    /// The `X-Client-Version` header value.
    static let clientVersion = "Sesame/AuthClient/1"
}
