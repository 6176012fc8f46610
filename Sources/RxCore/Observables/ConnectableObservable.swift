/// A sequence that only starts pulling from its source once `connect()` is called, and then shares that
/// single subscription among all of its subscribers.
public protocol ConnectableObservableType: ObservableType {
    /// Connects the observable to its source.
    ///
    /// - returns: A disposable that disconnects the observable from its source.
    func connect() -> Disposable
}

/// The base class of connectable sequences (`multicast`, `publish`, `replay`, `replayAll`).
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
    @unchecked Sendable
{
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}
