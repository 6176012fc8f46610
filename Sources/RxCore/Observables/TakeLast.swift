// takeLast: the last `count` elements, emitted on completion.

extension ObservableType {
    /// Returns a specified number of contiguous elements from the end of an observable sequence.
    /// The elements are emitted once the source completes.
    ///
    /// - Parameter count: Number of elements to take from the end of the source sequence.
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLastProducer(source: asObservable(), count: count)
    }
}

private final class TakeLastProducer<Element>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let count: Int

    init(source: Observable<Element>, count: Int) {
        guard count >= 0 else {
            rxFatalError("takeLast: count can't be negative")
        }
        self.source = source
        self.count = count
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer)
        let subscription = source.subscribeUnwrapped(sink)
        sink.attach(subscription)
        return sink
    }
}

private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let count: Int
    private var elements = Queue<Element>()

    init(count: Int, observer: Observer) {
        self.count = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            elements.enqueue(element)
            if elements.count > count {
                _ = elements.dequeue()
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            while let element = elements.dequeue() {
                forwardOn(.next(element))
            }
            forwardOn(.completed)
            dispose()
        }
    }
}
