import Synchronization

/// Runs a closure once, on the first call to `dispose()`, and releases it.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    private let disposed = Atomic<Bool>(false)
    private var disposeAction: (() -> Void)?

    init(_ disposeAction: @escaping () -> Void) {
        self.disposeAction = disposeAction
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = disposeAction
        disposeAction = nil
        action?()
    }
}
