// scan: running accumulation, emitting every intermediate result.

extension ObservableType {
    /// Applies an accumulator function over an observable sequence and returns each intermediate
    /// result. The accumulator mutates the accumulated value in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: An accumulator function to be invoked on each element.
    /// - Returns: An observable sequence containing the accumulated values.
    public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Applies an accumulator function over an observable sequence and returns each intermediate
    /// result.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: An accumulator function to be invoked on each element.
    /// - Returns: An observable sequence containing the accumulated values.
    public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        ScanProducer(source: asObservable(), seed: seed) { accumulated, element in
            accumulated = try accumulator(accumulated, element)
        }
    }
}

private final class ScanProducer<Element, Accumulate>: Producer<Accumulate>, @unchecked Sendable {
    typealias Accumulator = (inout Accumulate, Element) throws -> Void

    fileprivate let source: Observable<Element>
    fileprivate let seed: Accumulate
    fileprivate let accumulator: Accumulator

    init(source: Observable<Element>, seed: Accumulate, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Accumulate {
        let sink = ScanSink(parent: self, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class ScanSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Accumulate = Observer.Element
    private let parent: ScanProducer<Element, Accumulate>
    private var accumulate: Accumulate

    init(parent: ScanProducer<Element, Accumulate>, observer: Observer) {
        self.parent = parent
        self.accumulate = parent.seed
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                try parent.accumulator(&accumulate, element)
                forwardOn(.next(accumulate))
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
