extension ObservableType {
    /// Combines each element with `object`, held weakly; an element that arrives once `object` is gone
    /// completes the sequence instead.
    ///
    /// A sharing buffer downstream (`share(replay:)`) keeps what it replays, and with it `object`.
    public func withUnretained<Object: AnyObject, Out>(
        _ object: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: object, resultSelector: resultSelector)
    }

    /// Pairs each element with `object`, held weakly; an element that arrives once `object` is gone
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
        withUnretained(object) { ($0, $1) }
    }
}

private final class WithUnretainedSink<Object: AnyObject, SourceElement, Observer: ObserverType>: Sink<
    Observer
>,
ObserverType
{
    typealias ResultSelector = (Object, SourceElement) -> Observer.Element

    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(object: Object?, resultSelector: @escaping ResultSelector, observer: Observer) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let object else {
                forwardOn(.completed)
                dispose()
                return
            }
            forwardNext(resultSelector(object, element))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class WithUnretained<Object: AnyObject, SourceElement, Result>: Producer<Result>,
    @unchecked Sendable
{
    typealias ResultSelector = (Object, SourceElement) -> Result

    private let source: Observable<SourceElement>
    private weak var object: Object?
    private let resultSelector: ResultSelector

    init(source: Observable<SourceElement>, object: Object, resultSelector: @escaping ResultSelector) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = WithUnretainedSink(object: object, resultSelector: resultSelector, observer: observer)
        sink.attach(source.subscribeUnwrapped(sink))
        return sink
    }
}
