/// Holds one disposable at a time; setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var disposed = false

    /// Creates an empty serial disposable.
    public init() {}

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// The current disposable. Setting it disposes the previous one; after disposal, a new value is
    /// disposed at once.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let (previous, alreadyDisposed): (Disposable?, Bool) = lock.performLocked {
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            previous?.dispose()
            if alreadyDisposed { newValue.dispose() }
        }
    }

    public func dispose() {
        let previous: Disposable? = lock.performLocked {
            guard !disposed else { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        previous?.dispose()
    }
}
