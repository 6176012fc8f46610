// sample: the latest source element, each time a sampler ticks.

extension ObservableType {
    /// Samples the source at each sampler tick (element or completion), emitting the latest
    /// element seen since the previous tick, or `defaultValue` when there is none.
    ///
    /// - Parameters:
    ///   - sampler: Sampling tick sequence.
    ///   - defaultValue: A value to emit when there is no new element since the last tick.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
        -> Observable<Element>
    {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class SampleProducer<Element, Tick>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let sampler: Observable<Tick>
    fileprivate let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Tick>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SampleSink(parent: self, observer: observer)
        let subscription = sink.run()
        sink.attach(subscription)
        return sink
    }
}

private final class SampleSink<Tick, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    fileprivate let lock = RecursiveLock()
    fileprivate let parent: SampleProducer<Element, Tick>
    fileprivate var element: Element?
    fileprivate var atEnd = false
    private let sourceSubscription = SingleAssignmentDisposable()

    init(parent: SampleProducer<Element, Tick>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribeUnwrapped(self))
        let samplerSubscription = parent.sampler.subscribeUnwrapped(SamplerObserver(parent: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next(let element):
            self.element = element
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            atEnd = true
            sourceSubscription.dispose()
        }
    }
}

private final class SamplerObserver<Tick, Observer: ObserverType>: ObserverType {
    private let parent: SampleSink<Tick, Observer>

    init(parent: SampleSink<Tick, Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Tick>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next, .completed:
            if let element = parent.element ?? parent.parent.defaultValue {
                parent.element = nil
                parent.forwardOn(.next(element))
            }
            if parent.atEnd {
                parent.forwardOn(.completed)
                parent.dispose()
            }
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        }
    }
}
