// element(at:): the element at a zero-based index, or an error if the source is shorter.

extension ObservableType {
    /// Returns a sequence emitting only the element at the specified index, then completing.
    /// Errors with `RxError.argumentOutOfRange` when the source completes first.
    ///
    /// - Parameter index: The zero-based index of the element to retrieve.
    public func element(at index: Int) -> Observable<Element> {
        ElementAtProducer(source: asObservable(), index: index, throwOnEmpty: true)
    }

    /// Returns a sequence emitting only the element at the specified index.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

private final class ElementAtProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let index: Int
    fileprivate let throwOnEmpty: Bool

    init(source: Observable<Element>, index: Int, throwOnEmpty: Bool) {
        guard index >= 0 else {
            rxFatalError("element(at:): index can't be negative")
        }
        self.source = source
        self.index = index
        self.throwOnEmpty = throwOnEmpty
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ElementAtSink(
            index: index, throwOnEmpty: throwOnEmpty, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class ElementAtSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int
    private let throwOnEmpty: Bool

    init(index: Int, throwOnEmpty: Bool, observer: Observer) {
        self.remaining = index
        self.throwOnEmpty = throwOnEmpty
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forwardOn(event)
                forwardOn(.completed)
                dispose()
            }
            remaining -= 1
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if throwOnEmpty {
                forwardOn(.error(RxError.argumentOutOfRange))
            } else {
                forwardOn(.completed)
            }
            dispose()
        }
    }
}
