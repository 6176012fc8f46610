// MergeSink: the shared engine of merge, flatMap and flatMapFirst.

/// Subscribes to every inner sequence produced from the source's elements (or only while no
/// inner is active, for flatMapFirst) and forwards their elements, serialized by one recursive
/// lock. Completes when the source and every inner sequence completed.
///
/// Events are forwarded under the lock; disposals (of an inner that completed, of everything at the
/// end) happen after it is released, so an inner whose disposal takes another lock (a shared
/// sequence's) cannot deadlock against a thread that holds that lock and delivers here.
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
    /// Set under the lock once the terminal event was forwarded: nothing is forwarded after it, even
    /// before `dispose()` (which runs after the lock is released).
    fileprivate var isFinished = false

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
        let completed = synchronizedCheckCompleted()
        lock.unlock()
        if completed { dispose() }
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
            let failed = synchronizedFinish(.error(error))
            lock.unlock()
            if failed { dispose() }
        case .completed:
            lock.lock()
            stopped = true
            let completed = synchronizedCheckCompleted()
            lock.unlock()
            sourceSubscription.dispose()
            if completed { dispose() }
        }
    }

    private func innerArrived(_ element: SourceElement) -> Inner? {
        lock.lock()
        if isFinished || (onlyWhenIdle && activeCount > 0) {
            lock.unlock()
            return nil
        }
        do {
            let inner = try selector(element)
            activeCount += 1
            lock.unlock()
            return inner
        } catch {
            let failed = synchronizedFinish(.error(error))
            lock.unlock()
            if failed { dispose() }
            return nil
        }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = MergeInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.subscribeUnwrapped(observer))
    }

    /// Forwards `event` (a terminal one) unless the sequence already finished; whether it did, in which
    /// case the caller disposes once it released the lock. Call under `lock`.
    fileprivate func synchronizedFinish(_ event: Event<Observer.Element>) -> Bool {
        if isFinished { return false }
        isFinished = true
        forwardOn(event)
        return true
    }

    /// Completes when the source and every inner completed; whether it did (see `synchronizedFinish`).
    /// Call under `lock`.
    fileprivate func synchronizedCheckCompleted() -> Bool {
        stopped && activeCount == 0 && synchronizedFinish(.completed)
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
        switch event {
        case .next:
            if !parent.isFinished {
                parent.forwardOn(event)
            }
            parent.lock.unlock()
        case .error:
            let failed = parent.synchronizedFinish(event)
            parent.lock.unlock()
            if failed { parent.dispose() }
        case .completed:
            parent.activeCount -= 1
            let completed = parent.synchronizedCheckCompleted()
            parent.lock.unlock()
            parent.group.remove(for: key)
            if completed { parent.dispose() }
        }
    }
}
