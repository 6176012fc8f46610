// skip(until: other): drops source elements until `other` emits an element.

extension ObservableType {
    /// Returns the elements from the source observable sequence that are emitted after the other
    /// observable sequence produces an element.
    ///
    /// - Parameter other: Observable sequence that starts propagation of elements of the source.
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }

    /// Returns the elements emitted after the other sequence produces an element.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer)
        let subscription = sink.run(source: source, other: other)
        sink.attach(subscription)
        return sink
    }
}

private final class SkipUntilSink<Other, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    fileprivate let lock = RecursiveLock()
    fileprivate var forwardElements = false

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let sourceSubscription = source.subscribeUnwrapped(self)
        let otherObserver = SkipUntilOtherObserver(parent: self)
        let otherSubscription = other.subscribeUnwrapped(otherObserver)
        otherObserver.subscription.setDisposable(otherSubscription)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next:
            if forwardElements {
                forwardOn(event)
            }
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if forwardElements {
                forwardOn(event)
            }
            dispose()
        }
    }
}

private final class SkipUntilOtherObserver<Other, Observer: ObserverType>: ObserverType {
    private let parent: SkipUntilSink<Other, Observer>
    fileprivate let subscription = SingleAssignmentDisposable()

    init(parent: SkipUntilSink<Other, Observer>) {
        self.parent = parent
    }

    func on(_ event: Event<Other>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next:
            parent.forwardElements = true
            subscription.dispose()
        case .error(let error):
            parent.forwardOn(.error(error))
            parent.dispose()
        case .completed:
            subscription.dispose()
        }
    }
}
