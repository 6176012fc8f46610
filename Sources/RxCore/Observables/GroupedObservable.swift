/// The elements of a `groupBy` source that share one key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of the group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group of `source`'s elements under `key`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        source
    }
}

extension GroupedObservable: @unchecked Sendable {}
