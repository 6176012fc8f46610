import Synchronization

/// Bridges one subscription to one `async` caller: the first outcome resumes the caller exactly once,
/// and cancelling the caller's task disposes the subscription and throws `CancellationError`.
///
/// (RxSwift's `value` only disposes on cancellation and leaves the caller suspended; resuming with
/// `CancellationError` keeps the caller from hanging and the continuation from leaking.)
final class AwaitedOutcome<Value>: Sendable {
    private typealias Continuation = CheckedContinuation<UnsafeSendableBox<Value>, Swift.Error>

    private struct State {
        var continuation: Continuation?
        var isFinished = false
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
            outcome.resume(with: .failure(CancellationError()))
        }
        return box.value
    }

    private func start(_ continuation: Continuation, subscribe: (AwaitedOutcome<Value>) -> Disposable) {
        let alreadyFinished = state.withLock { state -> Bool in
            if state.isFinished { return true }
            state.continuation = continuation
            return false
        }
        if alreadyFinished {
            continuation.resume(throwing: CancellationError())
            return
        }
        subscription.value.setDisposable(subscribe(self))
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
