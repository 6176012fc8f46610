// toArray: collects every element and emits them as one array on completion.

extension ObservableType {
    /// Converts an observable sequence into an array, emitted once the source completes.
    ///
    /// - Returns: A `Single` of all the emitted elements as an array (RxSwift 6's return type).
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArrayProducer(source: asObservable()))
    }
}

private final class ToArrayProducer<SourceElement>: Producer<[SourceElement]>, @unchecked Sendable {
    fileprivate let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == [SourceElement] {
        let sink = ToArraySink(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class ToArraySink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [SourceElement] {
    private var list: [SourceElement] = []

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            list.append(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.next(list))
            forwardOn(.completed)
            dispose()
        }
    }
}
