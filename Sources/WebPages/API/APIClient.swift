import AuthCrypto
import AuthModel
import Foundation
import HTTPServer

/// The identity server's JSON API, called in-process: each call is an `HTTPRequest` handed to the
/// server's own responder, so it passes the same routing, authorization (API key or admin bearer),
/// body decoding, rate limits and handlers as the same call from an SDK over the network. The page
/// request's address (and any `X-Forwarded-For`) goes along, so per-IP limits count the person.
struct APIClient: Sendable {
    /// How a call authenticates.
    enum Credential: Sendable {
        case apiKey(String)
        case bearer(String)
    }

    let send: @Sendable (HTTPRequest) async -> HTTPResponse

    /// Sends `body` (JSON) and returns the JSON answer, or the `AuthError` the API answered with.
    /// `actingFor`: the console session on whose behalf an admin call is made (its id, for the audit log).
    func call(
        _ method: HTTPMethod, _ path: String, _ body: JSON? = nil, credential: Credential,
        on page: HTTPRequest, actingFor session: String? = nil
    ) async -> Result<JSON, AuthError> {
        var target = path
        var headers: HTTPHeaders = [:]
        if let session { headers[ConsoleEvent.sessionHeader] = session }
        switch credential {
        case .apiKey(let key):
            target += (path.contains("?") ? "&" : "?") + "key=" + Self.queryEscaped(key)
        case .bearer(let secret):
            headers["Authorization"] = "Bearer \(secret)"
        }
        var data = Data()
        if let body {
            data = body.data
            headers["Content-Type"] = "application/json"
        }
        for forwarded in page.headers.values(for: "X-Forwarded-For") {
            headers.add("X-Forwarded-For", forwarded)
        }
        let request = HTTPRequest(
            id: page.id + "-api", method: method, target: target, headers: headers, body: data,
            remoteAddress: page.remoteAddress)
        let response = await send(request)
        let json = JSON.parse(response.body) ?? .null
        guard response.status.code == 200 else {
            let envelope = try? JSONDecoder().decode(ErrorEnvelope.self, from: response.body)
            return .failure(envelope?.authError ?? AuthError.unknown(code: "HTTP_\(response.status.code)"))
        }
        return .success(json)
    }

    static func queryEscaped(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}

extension JSON {
    /// A string, or an integer written as a number (`createdAt` may come either way).
    var text: String? {
        switch self {
        case .string(let value): value
        case .int, .double: int64Value.map { String($0) }
        default: nil
        }
    }
}
