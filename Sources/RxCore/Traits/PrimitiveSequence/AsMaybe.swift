extension ObservableType {
    /// Views the sequence as a `Maybe`: it may emit at most one element before completing.
    ///
    /// A second element fails with `RxError.moreThanOneElement`.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
    }
}

private final class AsMaybe<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer)
        sink.attach(source.subscribeUnwrapped(sink))
        return sink
    }
}

private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = next
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
