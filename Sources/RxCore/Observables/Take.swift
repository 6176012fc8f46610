// take(count): the first `count` elements, then completion.

extension ObservableType {
    /// Returns a specified number of contiguous elements from the start of an observable
    /// sequence.
    ///
    /// - Parameter count: The number of elements to return.
    /// - Returns: An observable sequence that contains the specified number of elements from the
    ///   start of the input sequence.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 {
            return Observable.empty()
        }
        return TakeCountProducer(source: asObservable(), count: count)
    }
}

private final class TakeCountProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        guard count >= 0 else {
            rxFatalError("take: count can't be negative")
        }
        self.source = source
        self.count = count
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TakeCountSink(count: count, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class TakeCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private var remaining: Int

    init(count: Int, observer: Observer) {
        self.remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forwardOn(event)
            if remaining == 0 {
                forwardOn(.completed)
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
