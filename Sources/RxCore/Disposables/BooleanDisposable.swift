import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let disposed: Atomic<Bool>

    /// Creates a disposable, already disposed when `isDisposed` is true.
    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
