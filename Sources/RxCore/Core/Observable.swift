/// The base class of every observable sequence.
///
/// Observables are immutable once created, so the class is marked `Sendable`: sending one to another
/// thread and subscribing there is allowed. (RxSwift does not mark it; see the README's differences.)
public class Observable<Element>: ObservableType, @unchecked Sendable {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Subscribes `observer` for a caller inside RxCore that lets go of the returned disposable once it
    /// disposed it (a sink, a subscriber's handle). The disposable may keep `observer` alive until then,
    /// which spares operators the wrapper `subscribe` adds. The default calls `subscribe`.
    func subscribeUnwrapped<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        self
    }
}
