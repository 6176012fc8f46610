extension ObservableType {
    /// Transforms each element with `transform`; a thrown error becomes an error event.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

private final class MapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Transform = (SourceElement) throws -> Observer.Element

    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func onNext(_ element: SourceElement) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class Map<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    typealias Transform = (SourceElement) throws -> Result

    private let source: Observable<SourceElement>
    private let transform: Transform

    init(source: Observable<SourceElement>, transform: @escaping Transform) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}
