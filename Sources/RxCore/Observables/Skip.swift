// skip(count): drops the first `count` elements.

extension ObservableType {
    /// Bypasses a specified number of elements in an observable sequence and then returns the
    /// remaining elements.
    ///
    /// - Parameter count: The number of elements to skip before returning the remaining ones.
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCountProducer(source: asObservable(), count: count)
    }
}

private final class SkipCountProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        guard count >= 0 else {
            rxFatalError("skip: count can't be negative")
        }
        self.source = source
        self.count = count
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SkipCountSink(count: count, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int

    init(count: Int, observer: Observer) {
        self.remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forwardOn(event)
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
