// take(until: other): source elements until `other` emits an element.

extension ObservableType {
    /// Returns the elements from the source observable sequence until the other observable
    /// sequence produces an element.
    ///
    /// - Parameter other: Observable sequence that terminates propagation of elements of the
    ///   source sequence.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Returns the elements from the source until the other sequence produces an element.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }
}

private final class TakeUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer)
        let subscription = sink.run(source: source, other: other)
        sink.attach(subscription)
        return sink
    }
}

private final class TakeUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    fileprivate let lock = RecursiveLock()

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let otherObserver = TakeUntilOtherObserver(parent: self)
        let otherSubscription = other.subscribeUnwrapped(otherObserver)
        otherObserver.subscription.setDisposable(otherSubscription)
        let sourceSubscription = source.subscribeUnwrapped(self)
        return Disposables.create(otherObserver.subscription, sourceSubscription)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}

private final class TakeUntilOtherObserver<Other, Observer: ObserverType>: ObserverType {
    private let parent: TakeUntilSink<Other, Observer>
    fileprivate let subscription = SingleAssignmentDisposable()

    init(parent: TakeUntilSink<Other, Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Other>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next:
            parent.forwardOn(.completed)
            parent.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            subscription.dispose()
        }
    }
}
