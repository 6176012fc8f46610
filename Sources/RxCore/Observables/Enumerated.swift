// enumerated: pairs each element with its zero-based index.

extension ObservableType {
    /// Enumerates the elements of an observable sequence as `(index, element)` pairs.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        EnumeratedProducer(source: asObservable())
    }
}

private final class EnumeratedProducer<SourceElement>: Producer<(index: Int, element: SourceElement)>,
    @unchecked Sendable
{
    fileprivate let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == (index: Int, element: SourceElement) {
        let sink = EnumeratedSink(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class EnumeratedSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == (index: Int, element: SourceElement) {
    private var index = 0

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let current = index
            let (next, overflow) = index.addingReportingOverflow(1)
            guard !overflow else {
                forwardOn(.error(RxError.overflow))
                dispose()
                return
            }
            index = next
            forwardOn(.next((index: current, element: element)))
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
