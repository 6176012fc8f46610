// dematerialize: elements that are events become events again.

extension ObservableType where Element: EventConvertible {
    /// Converts elements that are events back into events of the result sequence.
    public func dematerialize() -> Observable<Element.Element> {
        DematerializeProducer(source: asObservable())
    }
}

private final class DematerializeProducer<Wrapped: EventConvertible>: Producer<Wrapped.Element>,
    @unchecked Sendable
{
    fileprivate let source: Observable<Wrapped>

    init(source: Observable<Wrapped>) {
        self.source = source
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Wrapped.Element {
        let sink = DematerializeSink<Wrapped, Observer>(observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class DematerializeSink<Wrapped: EventConvertible, Observer: ObserverType>: Sink<Observer>,
    ObserverType
where Observer.Element == Wrapped.Element {
    func on(_ event: Event<Wrapped>) {
        switch event {
        case .next(let wrapped):
            let inner = wrapped.event
            forwardOn(inner)
            switch inner {
            case .next:
                break
            case .error, .completed:
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
