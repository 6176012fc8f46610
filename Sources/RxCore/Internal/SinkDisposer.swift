import Synchronization

/// The disposable `Producer.subscribe` returns to callers outside RxCore's operator chains. It disposes
/// the operator's sink once and then lets go of it; after a terminal event reached the caller's observer
/// (see `DisposingObserver`) it lets go of the sink without disposing it, as the sink disposes itself
/// once it delivered one. So a caller that keeps the disposable does not keep its observer alive.
/// Disposal may race with the end of `run` and with a terminal event, so state is kept in atomic bits.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    private static var disposedBit: Int { 1 }
    private static var sinkSetBit: Int { 2 }

    private let state = Atomic<Int>(0)
    private var sink: Disposable?

    var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    func setSink(_ sink: consuming Disposable) {
        self.sink = consume sink
        let previous = state.bitwiseOr(Self.sinkSetBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.sinkSetBit != 0 {
            rxFatalError("The sink was already set")
        }
        if previous & Self.disposedBit != 0 {
            self.sink.take()?.dispose()
        }
    }

    /// Marks the subscription disposed and lets go of the sink, which is disposing itself.
    func releaseAfterTermination() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.sinkSetBit != 0 {
            _ = sink.take()
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.sinkSetBit != 0 {
            sink.take()?.dispose()
        }
    }
}
