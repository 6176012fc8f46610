// reduce: accumulation emitting only the final (optionally mapped) result.

extension ObservableType {
    /// Applies an accumulator function over an observable sequence, returning the result of the
    /// aggregation as a single element in the result sequence, mapped by `mapResult`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: An accumulator function to be invoked on each element.
    ///   - mapResult: A function to transform the final accumulator value into the result value.
    /// - Returns: An observable sequence containing a single element with the final value.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) -> Observable<Result> {
        ReduceProducer(
            source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Applies an accumulator function over an observable sequence, returning the result of the
    /// aggregation as a single element in the result sequence.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator value.
    ///   - accumulator: An accumulator function to be invoked on each element.
    /// - Returns: An observable sequence containing a single element with the final value.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate
    ) -> Observable<Accumulate> {
        ReduceProducer(
            source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

private final class ReduceProducer<Element, Accumulate, Result>: Producer<Result>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let seed: Accumulate
    fileprivate let accumulator: (Accumulate, Element) throws -> Accumulate
    fileprivate let mapResult: (Accumulate) throws -> Result

    init(
        source: Observable<Element>,
        seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Result {
        let sink = ReduceSink(parent: self, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class ReduceSink<Element, Accumulate, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Result = Observer.Element
    private let parent: ReduceProducer<Element, Accumulate, Result>
    private var accumulation: Accumulate

    init(parent: ReduceProducer<Element, Accumulate, Result>, observer: Observer) {
        self.parent = parent
        self.accumulation = parent.seed
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                accumulation = try parent.accumulator(accumulation, element)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            do {
                let result = try parent.mapResult(accumulation)
                forwardOn(.next(result))
                forwardOn(.completed)
                dispose()
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}
