import Synchronization

/// Bridges one subscription to one `async` caller: the first outcome resumes the caller exactly once,
/// and cancelling the caller's task disposes the subscription and throws `CancellationError`. A task
/// cancelled before it awaits still subscribes, so an outcome the sequence gives at once (`.just`,
/// `.empty()`) is returned, as with RxSwift; otherwise it throws `CancellationError` at once.
final class AwaitedOutcome<Value>: Sendable {
    private typealias Continuation = CheckedContinuation<UnsafeSendableBox<Value>, Swift.Error>

    private struct State {
        var continuation: Continuation?
        var isFinished = false
        var isCancelled = false
    }

    private let state = Mutex(State())
    // NB: SingleAssignmentDisposable is thread-safe; the box only lets this class stay Sendable.
    private let subscription = UnsafeSendableBox(SingleAssignmentDisposable())

    /// Subscribes with `subscribe` and waits for `resume(with:)` or cancellation.
    static func value(subscribe: @escaping (AwaitedOutcome<Value>) -> Disposable) async throws -> Value {
        let outcome = AwaitedOutcome<Value>()
        let box = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Continuation) in
                outcome.start(continuation, subscribe: subscribe)
            }
        } onCancel: {
            outcome.cancel()
        }
        return box.value
    }

    private func start(_ continuation: Continuation, subscribe: (AwaitedOutcome<Value>) -> Disposable) {
        state.withLock { $0.continuation = continuation }
        subscription.value.setDisposable(subscribe(self))
        if state.withLock({ $0.isCancelled }) {
            resume(with: .failure(CancellationError()))
        }
    }

    /// The caller's task was cancelled: ends the wait with `CancellationError` once it has started.
    private func cancel() {
        let started = state.withLock { state -> Bool in
            state.isCancelled = true
            return state.continuation != nil
        }
        if started {
            resume(with: .failure(CancellationError()))
        }
    }

    /// Resumes the caller with `result` unless it was already resumed; disposes the subscription.
    func resume(with result: Result<Value, Swift.Error>) {
        let continuation = state.withLock { state -> Continuation? in
            if state.isFinished { return nil }
            state.isFinished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        subscription.value.dispose()
        switch result {
        case .success(let value):
            continuation?.resume(returning: UnsafeSendableBox(value))
        case .failure(let error):
            continuation?.resume(throwing: error)
        }
    }
}
