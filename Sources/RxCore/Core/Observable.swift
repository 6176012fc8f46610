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

    public func asObservable() -> Observable<Element> {
        self
    }
}
