// ignoreElements: only the terminal event.

extension ObservableType {
    /// Skips all elements, forwarding only the termination (completed or error) of the source.
    ///
    /// RxSwift 6 returns `Observable<Never>` here (use `asCompletable()` for a Completable).
    // traits: RxSwift 6 keeps this `Observable<Never>` (RxSwift 5 returned Completable); the traits
    // helper's `asCompletable()` turns it into a Completable, so the return type stays as it is.
    public func ignoreElements() -> Observable<Never> {
        IgnoreElementsProducer(source: asObservable())
    }
}

private final class IgnoreElementsProducer<SourceElement>: Producer<Never>, @unchecked Sendable {
    fileprivate let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Never {
        let sink = IgnoreElementsSink<SourceElement, Observer>(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class IgnoreElementsSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Never {
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}
