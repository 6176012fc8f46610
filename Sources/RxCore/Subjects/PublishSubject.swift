/// Delivers each event to the observers subscribed at the time. After a terminal event, new subscribers
/// receive that terminal event only.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    SynchronizedUnsubscribeType, @unchecked Sendable
{
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    private var observers = Bag<(Event<Element>) -> Void>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject.
    public override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// Delivers `event` to every current observer.
    public func on(_ event: Event<Element>) {
        dispatch(lock.performLocked { observersReceiving(event) }, event)
    }

    private func observersReceiving(_ event: Event<Element>) -> Bag<(Event<Element>) -> Void> {
        if disposed || stoppedEvent != nil { return Bag() }
        if case .next = event { return observers }
        stoppedEvent = event
        defer { observers.removeAll() }
        return observers
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.performLocked {
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            let key = observers.insert(observer.on)
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Unsubscribes every observer and refuses new ones.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
