/// Disposes its underlying disposable only after it and every handed-out reference are disposed.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    public var isDisposed: Bool {
        lock.performLocked { disposable == nil }
    }

    /// Hands out a reference that keeps the underlying disposable alive until disposed.
    public func retain() -> Disposable {
        lock.performLocked {
            guard disposable != nil else { return Disposables.create() }
            count += 1
            return Disposables.create { [self] in release() }
        }
    }

    private func release() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = disposable else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }

    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }
}
