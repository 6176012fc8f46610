import Synchronization

/// A disposable that can be set exactly once. If it is disposed before being set, the value is disposed
/// as soon as it is set.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private static let disposedBit = 1
    private static let setBit = 2

    private let state = Atomic<Int>(0)
    private var current: Disposable?

    /// Creates an unset disposable.
    public init() {}

    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.disposedBit != 0
    }

    /// Sets the disposable. Setting it twice is a programmer error.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.bitwiseOr(Self.setBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.setBit != 0 {
            rxFatalError("SingleAssignmentDisposable was set twice")
        }
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            current = nil
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.setBit != 0 {
            let disposable = current
            current = nil
            disposable?.dispose()
        }
    }
}
