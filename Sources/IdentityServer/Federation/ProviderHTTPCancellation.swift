import Synchronization

/// Set when the task waiting for a `ProviderHTTPTransfer` is cancelled; the transfer's progress callback
/// reads it and aborts the exchange.
final class ProviderHTTPCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    var isCancelled: Bool { flag.load(ordering: .acquiring) }

    func cancel() {
        flag.store(true, ordering: .releasing)
    }
}
