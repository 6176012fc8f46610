// merge: elements of several sequences, interleaved as they arrive.

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of all inner observable sequences into a single observable sequence.
    /// Completes once the outer and every inner sequence completed.
    public func merge() -> Observable<Element.Element> {
        MergeProducer<Element, Element>(source: asObservable(), selector: { $0 }, onlyWhenIdle: false)
    }
}

extension ObservableType {
    /// Merges the elements of the observable sequences into a single observable sequence.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArrayProducer(sources: Array(sources))
    }

    /// Merges the elements of the observable sequences into a single observable sequence.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }

    /// Merges the elements of the observable sequences into a single observable sequence.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArrayProducer(sources: sources)
    }
}

/// Source elements mapped to inner sequences whose elements are merged (merge, flatMap,
/// flatMapFirst).
final class MergeProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
    @unchecked Sendable
{
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let onlyWhenIdle: Bool

    init(
        source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
        onlyWhenIdle: Bool
    ) {
        self.source = source
        self.selector = selector
        self.onlyWhenIdle = onlyWhenIdle
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Inner.Element {
        let sink = MergeSink<SourceElement, Inner, Observer>(
            selector: selector, onlyWhenIdle: onlyWhenIdle, observer: observer)
        let subscription = sink.run(source)
        sink.attach(subscription)
        return sink
    }
}

private final class MergeArrayProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(
            selector: { $0 }, onlyWhenIdle: false, observer: observer)
        let subscription = sink.run(sources)
        sink.attach(subscription)
        return sink
    }
}
