/// The lean `share()` / `share(replay: 1)` for `.whileConnected`: no subject, no connectable, no
/// ref-count sink. Subscribers register directly in the connection's bag, the first one connects, and
/// the last one to leave disconnects; the next subscriber starts a new connection.
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    fileprivate let source: Observable<Element>
    fileprivate let replaysLatest: Bool
    /// Shared with every connection, so "find or make the connection and register" is one step.
    fileprivate let lock = RecursiveLock()
    fileprivate var connection: ShareWhileConnectedConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        let connection: ShareWhileConnectedConnection<Element>
        if let current = self.connection {
            connection = current
        } else {
            connection = ShareWhileConnectedConnection(parent: self)
            self.connection = connection
        }
        let isFirst = connection.observerCount == 0
        let (disposable, latest) = connection.synchronizedSubscribe(observer)
        lock.unlock()
        // Replayed outside the lock (as RxSwift does since its issue #2653): an observer that calls back
        // into something holding another lock must not hold this one meanwhile.
        if let latest {
            observer.on(.next(latest))
        }
        if isFirst {
            connection.connect()
        }
        return disposable
    }
}

/// One connection to the source, alive from its first subscriber until its last leaves or the source
/// terminates.
final class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType,
    @unchecked Sendable
{
    private let parent: ShareWhileConnected<Element>
    private let lock: RecursiveLock
    private let subscription = SingleAssignmentDisposable()
    private var observers = ObserverBag()
    private var snapshot: ObserverSnapshot<Element>?
    private var latest: Element?
    private var isDisposed = false

    fileprivate init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        self.lock = parent.lock
    }

    fileprivate var observerCount: Int { observers.count }

    fileprivate func connect() {
        subscription.setDisposable(parent.source.subscribeUnwrapped(self))
    }

    func onNext(_ element: Element) {
        let targets: ObserverSnapshot<Element>? = lock.performLocked {
            if isDisposed { return nil }
            if parent.replaysLatest {
                latest = element
            }
            return currentSnapshot()
        }
        targets?.deliverNext(element)
    }

    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        let targets: ObserverSnapshot<Element>? = lock.performLocked {
            if isDisposed { return nil }
            let targets = currentSnapshot()
            synchronizedDispose()
            return targets
        }
        targets?.deliver(event)
        subscription.dispose()
    }

    /// The observers as of now; rebuilt only after they changed. Call under the lock.
    private func currentSnapshot() -> ObserverSnapshot<Element> {
        if let snapshot { return snapshot }
        let made = ObserverSnapshot<Element>(observers)
        snapshot = made
        return made
    }

    /// Registers `observer` and returns the element to replay to it, which the caller delivers once it
    /// released the lock. Must be called with `lock` held.
    fileprivate func synchronizedSubscribe<Observer: ObserverType>(_ observer: Observer)
        -> (Disposable, Element?)
    where Observer.Element == Element {
        let key = observers.insert(ObserverBox(observer))
        snapshot = nil
        return (SubscriptionDisposable(owner: self, key: key), latest)
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        let shouldDisconnect = lock.performLocked { () -> Bool in
            guard observers.removeKey(key) != nil else { return false }
            snapshot = nil
            guard observers.count == 0 else { return false }
            synchronizedDispose()
            return true
        }
        if shouldDisconnect {
            subscription.dispose()
        }
    }

    private func synchronizedDispose() {
        isDisposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = ObserverBag()
        snapshot = nil
    }
}
