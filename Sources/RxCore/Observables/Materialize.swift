// materialize: every event becomes an element.

extension ObservableType {
    /// Converts every event of the source into an element (`Event<Element>`), then completes.
    public func materialize() -> Observable<Event<Element>> {
        MaterializeProducer(source: asObservable())
    }
}

private final class MaterializeProducer<SourceElement>: Producer<Event<SourceElement>>, @unchecked Sendable {
    fileprivate let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Event<SourceElement> {
        let sink = MaterializeSink(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class MaterializeSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<SourceElement> {
    func on(_ event: Event<SourceElement>) {
        forwardOn(.next(event))
        switch event {
        case .next:
            break
        case .error, .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
