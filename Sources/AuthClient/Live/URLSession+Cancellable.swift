import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// Loads `request` with a data task that is cancelled when the calling task is; works the same
    /// with Apple's Foundation and swift-corelibs-foundation.
    func cancellableData(for request: URLRequest) async throws -> (Data, URLResponse) {
        let holder = DataTaskHolder()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                holder.start(task)
            }
        } onCancel: {
            holder.cancel()
        }
    }
}

/// Remembers a data task so that a cancellation arriving before or after it starts cancels it.
private final class DataTaskHolder: Sendable {
    private struct State: @unchecked Sendable {
        var task: URLSessionDataTask?
        var isCancelled = false
    }

    private let state = Mutex(State())

    func start(_ task: URLSessionDataTask) {
        let isCancelled = state.withLock { state in
            state.task = task
            return state.isCancelled
        }
        if isCancelled {
            task.cancel()
        }
        task.resume()
    }

    func cancel() {
        let task = state.withLock { state in
            state.isCancelled = true
            return state.task
        }
        task?.cancel()
    }
}
