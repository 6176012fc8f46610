import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks an identity provider's API (Google's token info and userinfo) one question. Redirects are
/// not followed, so only the configured URL is ever asked; the whole exchange has a deadline of a few
/// seconds; answers larger than 64 KiB are refused. Request bodies and headers are never logged.
struct ProviderHTTPClient: Sendable {
    struct Answer: Sendable {
        let status: Int
        let body: Data
    }

    enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// No answer: refused connection, name resolution, timeout.
        case transport
        case tooLarge

        var description: String {
            switch self {
            case .transport: "the provider could not be reached"
            case .tooLarge: "the provider's answer is too large"
            }
        }
    }

    static let maximumSize = 64 * 1024
    /// Seconds for the whole exchange.
    var timeout: TimeInterval = 5

    /// `POST url` with an `application/x-www-form-urlencoded` body.
    func post(_ url: URL, form: String) async -> Result<Answer, Failure> {
        var request = makeRequest(url)
        request.httpMethod = "POST"
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(form.utf8)
        return await send(request)
    }

    /// `GET url` with `Authorization: Bearer <token>`.
    func get(_ url: URL, bearer token: String) async -> Result<Answer, Failure> {
        var request = makeRequest(url)
        request.setValue("Bearer " + token, forHTTPHeaderField: "Authorization")
        return await send(request)
    }

    private func makeRequest(_ url: URL) -> URLRequest {
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    private func send(_ request: URLRequest) async -> Result<Answer, Failure> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let session = URLSession(
            configuration: configuration, delegate: RedirectRefuser(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            return .failure(.transport)
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.transport) }
        guard data.count <= Self.maximumSize else { return .failure(.tooLarge) }
        return .success(Answer(status: http.statusCode, body: data))
    }
}

/// Answers every redirect with "don't": the 3xx itself becomes the answer.
private final class RedirectRefuser: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
