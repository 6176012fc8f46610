import Synchronization

/// The disposable `Producer.subscribe` returns. It holds the sink and the source subscription; disposal
/// may race with the end of `run`, so state is kept in atomic bits.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let sinkAndSubscriptionSetBit = 2

    private let state = Atomic<Int>(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(Self.sinkAndSubscriptionSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkAndSubscriptionSetBit != 0 {
            rxFatalError("Sink and subscription were already set")
        }
        if previous & Self.disposedBit != 0 {
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        guard previous & Self.sinkAndSubscriptionSetBit != 0 else { return }
        let sink = self.sink
        let subscription = self.subscription
        self.sink = nil
        self.subscription = nil
        sink?.dispose()
        subscription?.dispose()
    }
}
