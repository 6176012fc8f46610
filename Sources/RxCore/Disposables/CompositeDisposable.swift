/// A group of disposables disposed together. Disposables added after disposal are disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside the group, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let key: BagKey
    }

    private let lock = RecursiveLock()
    private var disposables: Bag<Disposable>? = Bag()

    /// Creates an empty group.
    public init() {}

    /// Creates a group of the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        _ = disposables?.insert(disposable1)
        _ = disposables?.insert(disposable2)
    }

    /// Creates a group of the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        _ = disposables?.insert(disposable1)
        _ = disposables?.insert(disposable2)
        _ = disposables?.insert(disposable3)
    }

    /// Creates a group of the given disposables.
    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            _ = self.disposables?.insert(disposable)
        }
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        for disposable in disposables {
            _ = self.disposables?.insert(disposable)
        }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposables == nil }
    }

    /// The number of disposables in the group.
    public var count: Int {
        lock.performLocked { disposables?.count ?? 0 }
    }

    /// Adds a disposable; if the group is already disposed, disposes it at once and returns nil.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = lock.performLocked { disposables?.insert(disposable) }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// Removes the disposable for `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        lock.performLocked { disposables?.removeKey(disposeKey.key) }?.dispose()
    }

    public func dispose() {
        let removed: Bag<Disposable>? = lock.performLocked {
            defer { disposables = nil }
            return disposables
        }
        removed?.forEach { $0.dispose() }
    }
}
