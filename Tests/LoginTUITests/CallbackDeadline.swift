import Dispatch
import Synchronization
import Testing

/// Suspends until `start` hands its callback a value, and returns it; once `limit` passes first, records
/// an issue naming `purpose` (at the caller's `sourceLocation`) and returns nil. A hang guard for
/// callbacks other threads or the main queue run, never a speed check.
func awaitCallback<Value: Sendable>(
    within limit: Duration = .seconds(30), waitingFor purpose: String,
    isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
    _ start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let pending = PendingContinuation(continuation)
        let (seconds, attoseconds) = limit.components
        let deadline =
            DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        DispatchQueue.global().asyncAfter(deadline: deadline) { pending.resume(returning: nil) }
        start { pending.resume(returning: $0) }
    }
    if value == nil {
        Issue.record(
            "hang guard: gave up waiting for \(purpose) after \(limit)", sourceLocation: sourceLocation)
    }
    return value
}

/// A continuation resumed by whichever comes first, the callback or the deadline.
private final class PendingContinuation<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value?, Never>?>

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Value?) {
        continuation.withLock { pending in
            pending?.resume(returning: value)
            pending = nil
        }
    }
}
