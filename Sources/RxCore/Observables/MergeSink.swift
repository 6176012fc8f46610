// MergeSink: the shared engine of merge, flatMap and flatMapFirst.

/// Subscribes to every inner sequence produced from the source's elements (or only while no
/// inner is active, for flatMapFirst) and forwards their elements, serialized by one recursive
/// lock. Completes when the source and every inner sequence completed.
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Sink<Observer>, ObserverType
where Observer.Element == Inner.Element {
    typealias Selector = (SourceElement) throws -> Inner

    fileprivate let lock = RecursiveLock()
    fileprivate let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let selector: Selector
    private let onlyWhenIdle: Bool
    fileprivate var activeCount = 0
    private var stopped = false

    /// - Parameter onlyWhenIdle: `true` ignores source elements while an inner sequence is active.
    init(selector: @escaping Selector, onlyWhenIdle: Bool, observer: Observer) {
        self.selector = selector
        self.onlyWhenIdle = onlyWhenIdle
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeUnwrapped(self))
        return group
    }

    /// Merges a fixed list of sequences (static `merge`).
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        lock.lock()
        activeCount += sources.count
        lock.unlock()
        for source in sources {
            subscribeInner(source)
        }
        lock.lock()
        stopped = true
        checkCompleted()
        lock.unlock()
        return group
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let inner = innerArrived(element) {
                subscribeInner(inner.asObservable())
            }
        case .error(let error):
            lock.lock()
            forwardOn(.error(error))
            dispose()
            lock.unlock()
        case .completed:
            lock.lock()
            stopped = true
            sourceSubscription.dispose()
            checkCompleted()
            lock.unlock()
        }
    }

    private func innerArrived(_ element: SourceElement) -> Inner? {
        lock.lock()
        defer { lock.unlock() }
        if onlyWhenIdle && activeCount > 0 {
            return nil
        }
        do {
            let inner = try selector(element)
            activeCount += 1
            return inner
        } catch {
            forwardOn(.error(error))
            dispose()
            return nil
        }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = MergeInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.subscribeUnwrapped(observer))
    }

    /// Call under `lock`.
    fileprivate func checkCompleted() {
        if stopped && activeCount == 0 {
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class MergeInnerObserver<
    SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType
>:
    ObserverType
where Observer.Element == Inner.Element {
    private let parent: MergeSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
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
            parent.activeCount -= 1
            parent.checkCompleted()
        }
    }
}
