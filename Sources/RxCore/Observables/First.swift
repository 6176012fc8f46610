// first(): the first element (or nil for an empty source), then completion.

extension ObservableType {
    /// The first element of the sequence, or `nil` when it completes empty.
    ///
    /// - Returns: A `Single` of the first element, or `nil` (RxSwift 6's return type).
    public func first() -> Single<Element?> {
        Single(raw: FirstProducer(source: asObservable()))
    }
}

private final class FirstProducer<SourceElement>: Producer<SourceElement?>, @unchecked Sendable {
    fileprivate let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == SourceElement? {
        let sink = FirstSink(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class FirstSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == SourceElement? {
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            forwardOn(.next(element))
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(nil))
            forwardOn(.completed)
            dispose()
        }
    }
}
