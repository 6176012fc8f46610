// startWith: prepends elements to a sequence.

extension ObservableType {
    /// Prepends a sequence of values to an observable sequence.
    ///
    /// - Parameter elements: Elements to prepend, emitted synchronously on subscription.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWithProducer(source: asObservable(), elements: elements)
    }
}

private final class StartWithProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        for element in elements {
            observer.on(.next(element))
        }
        return source.subscribeUnwrapped(observer)
    }
}
