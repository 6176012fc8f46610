import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request of `ProviderHTTPClient`, as its session's delegate: it refuses redirects, stops reading
/// (and cancels the task) as soon as the answer is larger than the limit, and ends the exchange when its
/// deadline passes. Foundation on Linux neither enforces `timeoutIntervalForResource` (a server that
/// trickles bytes keeps the request open) nor bounds what `data(for:)` collects, so both are done here.
final class ProviderHTTPExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Outcome = Result<ProviderHTTPClient.Answer, ProviderHTTPClient.Failure>

    private struct State {
        var body = Data()
        var status: Int?
        var cacheControl: String?
        var task: URLSessionTask?
        var continuation: CheckedContinuation<Outcome, Never>?
        var outcome: Outcome?
    }

    private let maximumSize: Int
    private let state = Mutex(State())

    init(maximumSize: Int) {
        self.maximumSize = maximumSize
    }

    /// Runs `task` (made by a session whose delegate is this exchange) until it answers, fails, grows
    /// too large, `timeout` seconds pass, or the calling task is cancelled.
    func run(_ task: URLSessionTask, timeout: TimeInterval) async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let finished: Outcome? = state.withLock { state in
                    if let outcome = state.outcome { return outcome }
                    state.continuation = continuation
                    state.task = task
                    return nil
                }
                if let finished {
                    task.cancel()
                    continuation.resume(returning: finished)
                    return
                }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                    finish(.failure(.transport))
                }
            }
        } onCancel: {
            finish(.failure(.transport))
        }
    }

    /// Settles the exchange once; later outcomes (the cancelled task's own error) are ignored.
    private func finish(_ outcome: Outcome) {
        let (continuation, task): (CheckedContinuation<Outcome, Never>?, URLSessionTask?) = state.withLock {
            state in
            guard state.outcome == nil else { return (nil, nil) }
            state.outcome = outcome
            state.body = Data()
            defer {
                state.continuation = nil
                state.task = nil
            }
            return (state.continuation, state.task)
        }
        continuation?.resume(returning: outcome)
        // Foundation's `cancel()` waits for the session's work queue, which a fast sender keeps busy.
        if let task { DispatchQueue.global().async { task.cancel() } }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            finish(.failure(.transport))
            return
        }
        if http.expectedContentLength > Int64(maximumSize) {
            completionHandler(.cancel)
            finish(.failure(.tooLarge))
            return
        }
        let cacheControl = http.value(forHTTPHeaderField: "Cache-Control")
        state.withLock {
            $0.status = http.statusCode
            $0.cacheControl = cacheControl
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > maximumSize
        }
        if tooLarge { finish(.failure(.tooLarge)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let answer: ProviderHTTPClient.Answer? = state.withLock { state in
            guard error == nil, let status = state.status else { return nil }
            return ProviderHTTPClient.Answer(
                status: status, body: state.body, cacheControl: state.cacheControl)
        }
        finish(answer.map { .success($0) } ?? .failure(.transport))
    }
}
