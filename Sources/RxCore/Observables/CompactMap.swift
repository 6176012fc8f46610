// compactMap: map, dropping nil results.

extension ObservableType {
    /// Projects each element into an optional form and filters out all `nil` results.
    ///
    /// - Parameter transform: A transform function to apply to each source element.
    /// - Returns: An observable sequence of the non-`nil` transformed elements.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
        -> Observable<Result>
    {
        CompactMapProducer(source: asObservable(), transform: transform)
    }
}

private final class CompactMapProducer<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    fileprivate let source: Observable<SourceElement>
    fileprivate let transform: (SourceElement) throws -> Result?

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Result?) {
        self.source = source
        self.transform = transform
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = CompactMapSink(transform: transform, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class CompactMapSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Transform = (SourceElement) throws -> Observer.Element?
    private let transform: Transform

    init(transform: @escaping Transform, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                if let mapped = try transform(element) {
                    forwardOn(.next(mapped))
                }
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
