// ifEmpty(default:): a fallback element for an empty source.

extension ObservableType {
    /// Emits `default` if the source completes without emitting any element.
    ///
    /// - Parameter default: Default element to be sent if the source does not emit any elements.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmptyProducer(source: asObservable(), defaultElement: `default`)
    }
}

private final class DefaultIfEmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let defaultElement: Element
    private var isEmpty = true

    init(defaultElement: Element, observer: Observer) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if isEmpty {
                forwardOn(.next(defaultElement))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
