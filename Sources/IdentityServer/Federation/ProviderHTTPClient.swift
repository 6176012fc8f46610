import Dispatch
import Foundation

/// Asks an identity provider's API (Google's token info and userinfo, the providers' key sets) one
/// question, over libcurl (`ProviderHTTPTransfer`). Redirects are not followed, so only the configured
/// URL is ever asked; the whole exchange has a deadline of a few seconds; answers larger than
/// `maximumSize` (64 KiB unless set) are refused as soon as that many bytes arrived, and the connection
/// is closed then. Request bodies and headers are never logged.
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

    /// Where the blocking transfers run: not the cooperative pool, which they would hold up.
    private static let queue = DispatchQueue(label: "sesame.provider-http", attributes: .concurrent)

    /// `GET url`.
    func get(_ url: URL) async -> Result<Answer, Failure> {
        await send(ProviderHTTPTransfer.Request(url: url, headers: ["Accept: application/json"]))
    }

    /// `POST url` with an `application/x-www-form-urlencoded` body, and `Authorization: <authorization>`
    /// when given (an OAuth client's `Basic` credentials).
    func post(_ url: URL, form: String, authorization: String? = nil) async -> Result<Answer, Failure> {
        var headers = [
            "Accept: application/json", "Content-Type: application/x-www-form-urlencoded", "Expect:",
        ]
        if let authorization { headers.append("Authorization: " + authorization) }
        return await send(ProviderHTTPTransfer.Request(url: url, headers: headers, form: form))
    }

    /// `POST url` with an `application/json` body (the SMS webhook).
    func post(_ url: URL, json: String) async -> Result<Answer, Failure> {
        let headers = ["Accept: application/json", "Content-Type: application/json", "Expect:"]
        return await send(ProviderHTTPTransfer.Request(url: url, headers: headers, form: json))
    }

    /// `GET url` with more header lines (`Name: value`); a value with a line break is never sent.
    func get(_ url: URL, headers extra: [String]) async -> Result<Answer, Failure> {
        await send(ProviderHTTPTransfer.Request(url: url, headers: ["Accept: application/json"] + extra))
    }

    /// `POST url` with a JSON body and more header lines.
    func post(_ url: URL, json: String, headers extra: [String]) async -> Result<Answer, Failure> {
        let headers = ["Accept: application/json", "Content-Type: application/json", "Expect:"] + extra
        return await send(ProviderHTTPTransfer.Request(url: url, headers: headers, form: json))
    }

    /// `GET url` with `Authorization: Bearer <token>`. A token with a line break is never sent (the
    /// exchange fails as `.transport`).
    func get(_ url: URL, bearer token: String) async -> Result<Answer, Failure> {
        let headers = ["Accept: application/json", "Authorization: Bearer " + token]
        return await send(ProviderHTTPTransfer.Request(url: url, headers: headers))
    }

    /// Runs the transfer on `queue`; cancelling the calling task aborts it (`.transport`).
    private func send(_ request: ProviderHTTPTransfer.Request) async -> Result<Answer, Failure> {
        let cancellation = ProviderHTTPCancellation()
        let (maximumSize, timeout) = (maximumSize, timeout)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Self.queue.async {
                    let transfer = ProviderHTTPTransfer(maximumSize: maximumSize, cancellation: cancellation)
                    continuation.resume(returning: transfer.perform(request, timeout: timeout))
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
