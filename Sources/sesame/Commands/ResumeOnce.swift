import Dispatch
import Foundation
import Synchronization

/// Resumes a continuation at most once, whichever signal comes first.
final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<Void, Never>?>

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume() {
        continuation.withLock { stored in
            stored?.resume()
            stored = nil
        }
    }
}
