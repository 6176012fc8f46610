/// Collects disposables and disposes them all when the bag is deallocated.
///
/// To release everything early, replace the bag: `disposeBag = DisposeBag()`.
public final class DisposeBag: @unchecked Sendable {
    private let lock = RecursiveLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Adds a disposable; if the bag is already disposed, disposes it at once.
    public func insert(_ disposable: Disposable) {
        let alreadyDisposed: Bool = lock.performLocked {
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if alreadyDisposed { disposable.dispose() }
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds several disposables.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables { insert(disposable) }
    }

    private func dispose() {
        let current: [Disposable] = lock.performLocked {
            defer {
                disposables.removeAll(keepingCapacity: false)
                isDisposed = true
            }
            return disposables
        }
        for disposable in current { disposable.dispose() }
    }

    deinit {
        dispose()
    }
}

extension DisposeBag {
    /// Builds a bag from disposables: `DisposeBag(disposing: a, b)`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        insert(disposables)
    }

    /// Builds a bag from an array of disposables.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// Builds a bag from disposables, result-builder style.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init()
        insert(builder())
    }

    /// Adds disposables, result-builder style: `bag.insert { a; b }`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Result builder for `DisposeBag { ... }`.
    @resultBuilder
    public enum DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
