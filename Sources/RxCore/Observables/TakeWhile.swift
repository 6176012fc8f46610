// take(while:behavior:) and take(until: predicate, behavior:).

extension ObservableType {
    /// Returns elements from an observable sequence as long as the specified condition is true.
    ///
    /// - Parameters:
    ///   - predicate: A function to test each element for a condition.
    ///   - behavior: Whether the first element failing the predicate is also emitted.
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhileProducer(source: asObservable(), behavior: behavior, keepsRunning: predicate)
    }

    /// Returns elements from an observable sequence until the specified condition is true.
    ///
    /// - Parameters:
    ///   - predicate: A function to test each element for a condition.
    ///   - behavior: Whether the first element matching the predicate is also emitted.
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeWhileProducer(source: asObservable(), behavior: behavior) { try !predicate($0) }
    }

    /// Returns elements from an observable sequence as long as the specified condition is true.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }

    /// Returns elements from an observable sequence until the specified condition is true.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }
}

private final class TakeWhileProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let behavior: TakeBehavior
    fileprivate let keepsRunning: (Element) throws -> Bool

    init(
        source: Observable<Element>, behavior: TakeBehavior, keepsRunning: @escaping (Element) throws -> Bool
    ) {
        self.source = source
        self.behavior = behavior
        self.keepsRunning = keepsRunning
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TakeWhileSink(parent: self, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let parent: TakeWhileProducer<Element>
    private var running = true

    init(parent: TakeWhileProducer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard running, case .next(let element) = event else { return }
            do {
                running = try parent.keepsRunning(element)
            } catch {
                forwardOn(.error(error))
                dispose()
                return
            }
            if running {
                forwardOn(event)
            } else {
                if parent.behavior == .inclusive {
                    forwardOn(event)
                }
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
