// merge(maxConcurrent:): merge with at most N inner subscriptions at a time.

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of inner observable sequences, subscribing to at most
    /// `maxConcurrent` of them at a time; the others wait in a queue.
    ///
    /// - Parameter maxConcurrent: Maximum number of inner observable sequences being subscribed
    ///   to concurrently.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimitedProducer<Element, Element>(source: asObservable(), maxConcurrent: maxConcurrent) { $0 }
    }
}

/// Source elements mapped to inner sequences, at most `maxConcurrent` subscribed at a time
/// (merge(maxConcurrent:), concat(), concatMap).
final class MergeLimitedProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element>,
    @unchecked Sendable
{
    private let source: Observable<SourceElement>
    private let maxConcurrent: Int
    private let selector: (SourceElement) throws -> Inner

    init(
        source: Observable<SourceElement>, maxConcurrent: Int,
        selector: @escaping (SourceElement) throws -> Inner
    ) {
        guard maxConcurrent > 0 else {
            rxFatalError("merge(maxConcurrent:): maxConcurrent must be positive")
        }
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.selector = selector
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Inner.Element {
        let sink = MergeLimitedSink<SourceElement, Inner, Observer>(
            maxConcurrent: maxConcurrent, selector: selector, observer: observer)
        let subscription = sink.run(source)
        sink.attach(subscription)
        return sink
    }
}

private final class MergeLimitedSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    fileprivate let lock = RecursiveLock()
    fileprivate let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let maxConcurrent: Int
    private let selector: (SourceElement) throws -> Inner
    fileprivate var activeCount = 0
    fileprivate var stopped = false
    fileprivate var queue = Queue<Inner>()

    init(
        maxConcurrent: Int,
        selector: @escaping (SourceElement) throws -> Inner,
        observer: Observer
    ) {
        self.maxConcurrent = maxConcurrent
        self.selector = selector
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeUnwrapped(self))
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let inner = innerArrived(element) {
                subscribeInner(inner)
            }
        case .error(let error):
            lock.lock()
            forwardOn(.error(error))
            dispose()
            lock.unlock()
        case .completed:
            lock.lock()
            if activeCount == 0 {
                forwardOn(.completed)
                dispose()
            } else {
                sourceSubscription.dispose()
            }
            stopped = true
            lock.unlock()
        }
    }

    /// Maps the element; returns the inner sequence when it may be subscribed right away,
    /// otherwise queues it.
    private func innerArrived(_ element: SourceElement) -> Inner? {
        lock.lock()
        defer { lock.unlock() }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
        if activeCount < maxConcurrent {
            activeCount += 1
            return inner
        }
        queue.enqueue(inner)
        return nil
    }

    fileprivate func subscribeInner(_ inner: Inner) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = MergeLimitedInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.asObservable().subscribeUnwrapped(observer))
    }
}

private final class MergeLimitedInnerObserver<
    SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType
>: ObserverType where Observer.Element == Inner.Element {
    private let parent: MergeLimitedSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeLimitedSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Observer.Element>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.group.remove(for: key)
            if let next = parent.queue.dequeue() {
                parent.subscribeInner(next)
            } else {
                parent.activeCount -= 1
                if parent.stopped && parent.activeCount == 0 {
                    parent.forwardOn(.completed)
                    parent.dispose()
                }
            }
        }
    }
}
