/// A push-based sequence of elements.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence's events.
    ///
    /// - returns: A disposable that stops delivery and releases the subscription's resources.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
