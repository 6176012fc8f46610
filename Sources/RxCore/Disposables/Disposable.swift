/// A resource that can be released: a subscription, a scheduled action, a timer.
public protocol Disposable {
    /// Releases the resource. Calling it more than once has no further effect.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}
