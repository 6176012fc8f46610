import Synchronization

/// Disposes two disposables together, once.
final class BinaryDisposable: Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        first?.dispose()
        second?.dispose()
        first = nil
        second = nil
    }
}
