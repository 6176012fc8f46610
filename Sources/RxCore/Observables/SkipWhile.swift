// skip(while:): drops elements while a predicate holds, then forwards everything.

extension ObservableType {
    /// Bypasses elements in an observable sequence as long as a specified condition is true and
    /// then returns the remaining elements.
    ///
    /// - Parameter predicate: A function to test each element for a condition.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhileProducer(source: asObservable(), predicate: predicate)
    }

    /// Bypasses elements as long as a specified condition is true.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

private final class SkipWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SkipWhileSink(predicate: predicate, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class SkipWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool
    private var running = false

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !running {
                do {
                    running = try !predicate(element)
                } catch {
                    forwardOn(.error(error))
                    dispose()
                    return
                }
            }
            if running {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
