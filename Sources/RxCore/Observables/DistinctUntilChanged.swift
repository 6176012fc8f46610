// distinctUntilChanged: drops elements equal to their predecessor.

extension ObservableType where Element: Equatable {
    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to equality.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the `keySelector`.
    ///
    /// - Parameter keySelector: A function to compute the comparison key for each element.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the `comparer`.
    ///
    /// - Parameter comparer: Equality comparer for computed key values.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the keySelector and the comparer.
    ///
    /// - Parameters:
    ///   - keySelector: A function to compute the comparison key for each element.
    ///   - comparer: Equality comparer for computed key values.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), selector: keySelector, comparer: comparer)
    }

    /// Returns an observable sequence that contains only contiguous elements with distinct values
    /// at the provided key path.
    ///
    /// - Parameter keyPath: A key path whose value is compared between consecutive elements.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

private final class DistinctUntilChangedProducer<Element, Key>: Producer<Element>, @unchecked Sendable {
    typealias KeySelector = (Element) throws -> Key
    typealias Comparer = (Key, Key) throws -> Bool

    fileprivate let source: Observable<Element>
    fileprivate let selector: KeySelector
    fileprivate let comparer: Comparer

    init(source: Observable<Element>, selector: @escaping KeySelector, comparer: @escaping Comparer) {
        self.source = source
        self.selector = selector
        self.comparer = comparer
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: DistinctUntilChangedProducer<Element, Key>
    /// Touched by the serialized `on` calls and `deinit` only: the run-time exclusivity check is skipped.
    @exclusivity(unchecked) private var currentKey = ValueSlot<Key>()

    init(parent: DistinctUntilChangedProducer<Element, Key>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    deinit {
        currentKey.release()
    }

    func onNext(_ element: Element) {
        do {
            let key = try parent.selector(element)
            if currentKey.hasValue, try parent.comparer(currentKey.value, key) {
                return
            }
            currentKey.store(key)
            forwardNext(element)
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
