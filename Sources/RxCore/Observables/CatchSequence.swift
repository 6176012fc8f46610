// catch(sequence:): continue with the next sequence whenever one errors (the engine of retry).

extension ObservableType {
    /// Continues an observable sequence that is terminated by an error with the next observable
    /// sequence. When the last one errors too, its error is forwarded.
    ///
    /// - Parameter sequence: Observable sequences to try in order.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequenceProducer(makeSources: { sequence.makeIterator() })
    }

    /// Continues an observable sequence that is terminated by an error with the next one.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// Subscribes to the sources of a fresh iterator one after another, moving on after each error.
final class CatchSequenceProducer<Sources: IteratorProtocol, Element>: Producer<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
    private let makeSources: () -> Sources

    init(makeSources: @escaping () -> Sources) {
        self.makeSources = makeSources
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = CatchSequenceSink(sources: makeSources(), observer: observer)
        sink.moveNext()
        sink.attach(sink.subscription)
        return sink
    }
}

private final class CatchSequenceSink<Sources: IteratorProtocol, Observer: ObserverType>:
    SequentialSink<Observer>, ObserverType
where Sources.Element == Observable<Observer.Element> {
    typealias Element = Observer.Element
    private var sources: Sources
    private var lastError: Swift.Error?

    init(sources: Sources, observer: Observer) {
        self.sources = sources
        super.init(observer: observer)
    }

    override func subscribeToNext() -> Disposable? {
        guard let source = sources.next() else {
            if let lastError {
                forwardOn(.error(lastError))
            } else {
                forwardOn(.completed)
            }
            dispose()
            return nil
        }
        return source.subscribeUnwrapped(self)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error(let error):
            lastError = error
            moveNext()
        case .completed:
            forwardOn(event)
            dispose()
        }
    }
}
