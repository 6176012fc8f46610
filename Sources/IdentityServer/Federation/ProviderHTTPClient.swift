import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks an identity provider's API (Google's token info and userinfo, the providers' key sets) one
/// question. Redirects are
/// not followed, so only the configured URL is ever asked; the whole exchange has a deadline of a few
/// seconds; answers larger than `maximumSize` (64 KiB unless set) are refused as soon as that many bytes arrived (see
/// `ProviderHTTPExchange`). Request bodies and headers are never logged.
struct ProviderHTTPClient: Sendable {
    struct Answer: Sendable {
        let status: Int
        let body: Data
        /// The answer's `Cache-Control` header, for documents that may be cached (key sets).
        var cacheControl: String? = nil
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

    /// The largest answer read, in bytes.
    var maximumSize = 64 * 1024
    /// Seconds for the whole exchange.
    var timeout: TimeInterval = 5

    /// `GET url`.
    func get(_ url: URL) async -> Result<Answer, Failure> {
        await send(makeRequest(url))
    }

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
        let exchange = ProviderHTTPExchange(maximumSize: maximumSize)
        let session = URLSession(configuration: configuration, delegate: exchange, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return await exchange.run(session.dataTask(with: request), timeout: timeout)
    }
}
