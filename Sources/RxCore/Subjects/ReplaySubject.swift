/// A subject that replays up to `bufferSize` of the most recent elements (or all of them, when unbounded)
/// to every new subscriber, followed by the terminal event if the subject has stopped.
///
/// Create one with ``create(bufferSize:)`` or ``createUnbounded()``.
///
/// - seealso: [ReplaySubject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable,
    SynchronizedUnsubscribeType, @unchecked Sendable
{
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let lock = RecursiveLock()
    private var buffer: ReplayBuffer<Element>
    private var observers = Bag<(Event<Element>) -> Void>()
    private var stoppedEvent: Event<Element>?
    private var isDisposed = false

    private init(capacity: Int?) {
        buffer = ReplayBuffer(capacity: capacity)
        super.init()
    }

    /// Creates a subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(capacity: Swift.max(bufferSize, 0))
    }

    /// Creates a subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(capacity: nil)
    }

    /// Creates a subject that replays every element it has received (`createUnbounded()`).
    public static func createUnbound() -> ReplaySubject<Element> {
        createUnbounded()
    }

    /// Whether the subject currently has at least one subscriber.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    // MARK: - Observer side

    /// Stores `.next` elements in the replay buffer and forwards every event to the current subscribers.
    public func on(_ event: Event<Element>) {
        let targets = lock.performLocked { synchronizedOn(event) }
        dispatch(targets, event)
    }

    private func synchronizedOn(_ event: Event<Element>) -> Bag<(Event<Element>) -> Void> {
        if isDisposed || stoppedEvent != nil {
            return Bag()
        }
        switch event {
        case .next(let element):
            buffer.append(element)
            return observers
        case .error, .completed:
            stoppedEvent = event
            let targets = observers
            observers.removeAll()
            return targets
        }
    }

    // MARK: - Observable side

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if isDisposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let replay = buffer.elements.lazy.map { Event.next($0) }
        if let stoppedEvent {
            let events = Array(replay) + [stoppedEvent]
            lock.unlock()
            for event in events { observer.on(event) }
            return Disposables.create()
        }
        // The subscriber is registered before the replay, and the replay happens outside the lock: an
        // observer that waits on another thread touching this subject does not deadlock, and an element
        // sent meanwhile (from there, or by the observer itself) follows the replay instead of being lost.
        let serialized = SerializingObserver(observer: observer, queued: replay)
        let key = observers.insert(serialized.on)
        lock.unlock()
        serialized.drain()
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(key)
        }
    }

    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Releases the buffer and every subscriber; later subscribers receive `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            isDisposed = true
            observers.removeAll()
            buffer.removeAll()
            stoppedEvent = nil
        }
    }
}
