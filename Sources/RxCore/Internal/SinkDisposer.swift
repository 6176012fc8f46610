import Synchronization

/// The disposable `Producer.subscribe` returns. It holds the sink and the source subscription; disposal
/// may race with the end of `run`, so state is kept in atomic bits. The two disposables are moved in and
/// out (never copied), which keeps subscribe/dispose cycles free of extra reference counting.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var sinkAndSubscriptionSetBit: Int { 2 }

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    func setSinkAndSubscription(sink: consuming Disposable, subscription: consuming Disposable) {
        self.sink = consume sink
        self.subscription = consume subscription
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            rxFatalError("Sink and subscription were already set")
        }
        if previous & Self.disposedBit != 0 {
            disposeHeld()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        guard previous & Self.sinkAndSubscriptionSetBit != 0 else { return }
        disposeHeld()
    }

    private func disposeHeld() {
        let sink = self.sink.take()
        let subscription = self.subscription.take()
        sink?.dispose()
        subscription?.dispose()
    }
}
