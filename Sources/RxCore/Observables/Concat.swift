// concat: the elements of each sequence, one sequence after another.

extension ObservableType {
    /// Concatenates the second observable sequence to `self` once it completed.
    ///
    /// - Parameter second: Second observable sequence.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Concatenates all observable sequences of a sequence, subscribing to each one only after
    /// the previous one completed. Long chains run in constant stack depth.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        ConcatProducer(sources: sequence)
    }

    /// Concatenates all observable sequences of a collection, one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        ConcatProducer(sources: collection)
    }

    /// Concatenates the observable sequences, one after another.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources: sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Concatenates the inner observable sequences in the order they arrive: each one is
    /// subscribed after the previous one completed.
    public func concat() -> Observable<Element.Element> {
        MergeLimitedProducer<Element, Element>(source: asObservable(), maxConcurrent: 1) { $0 }
    }
}

/// A concatenation whose sources another concatenation can splice into its own, so that chains
/// like `a.concat(b).concat(c)` built in a loop subscribe one source at a time instead of nesting.
private class ConcatSources<Element>: Producer<Element>, @unchecked Sendable {
    func makeSources() -> AnyIterator<Observable<Element>> {
        rxAbstractMethod()
    }
}

private final class ConcatProducer<Sources: Swift.Sequence, Element>: ConcatSources<Element>,
    @unchecked Sendable
where Sources.Element == Observable<Element> {
    private let sources: Sources

    init(sources: Sources) {
        self.sources = sources
        super.init()
    }

    override func makeSources() -> AnyIterator<Observable<Element>> {
        AnyIterator(sources.makeIterator())
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = ConcatSink(sources: makeSources(), observer: observer)
        sink.moveNext()
        sink.attach(sink.subscription)
        return sink
    }
}

private final class ConcatSink<Observer: ObserverType>: SequentialSink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var sources: AnyIterator<Observable<Element>>
    /// Outer iterators whose remaining sources follow the spliced nested concatenation.
    private var suspended: [AnyIterator<Observable<Element>>] = []

    init(sources: AnyIterator<Observable<Element>>, observer: Observer) {
        self.sources = sources
        super.init(observer: observer)
    }

    override func subscribeToNext() -> Disposable? {
        while true {
            guard let source = sources.next() else {
                guard let outer = suspended.popLast() else {
                    forwardOn(.completed)
                    dispose()
                    return nil
                }
                sources = outer
                continue
            }
            if let nested = source as? ConcatSources<Element> {
                suspended.append(sources)
                sources = nested.makeSources()
                continue
            }
            return source.subscribeUnwrapped(self)
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            moveNext()
        }
    }
}
