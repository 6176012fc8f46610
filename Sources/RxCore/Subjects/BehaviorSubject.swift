/// Holds a current value: a new subscriber first receives the latest element (or the initial value),
/// then every later event.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    SynchronizedUnsubscribeType, @unchecked Sendable
{
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    private var element: Element
    private var observers = ObserverBag()
    private var snapshot: ObserverSnapshot<Element>?
    private var stoppedEvent: Event<Element>?
    /// Set with `stoppedEvent`: `onNext` tests this flag, which needs no metadata of `Event<Element>?`.
    private var stopped = false
    private var disposed = false

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { !observers.isEmpty }
    }

    public var isDisposed: Bool {
        lock.performLocked { disposed }
    }

    /// The current value; throws the terminal error if the subject failed, or `RxError.disposed`.
    public func value() throws -> Element {
        try lock.performLocked {
            if disposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
    }

    /// Delivers `event` to every current observer; a `next` element becomes the current value.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        let receivers: ObserverSnapshot<Element>? = lock.performLocked {
            if disposed || stopped { return nil }
            stoppedEvent = event
            stopped = true
            defer {
                observers.removeAll()
                snapshot = nil
            }
            return currentSnapshot()
        }
        receivers?.deliver(event)
    }

    /// Makes `element` the current value and delivers it to every current observer.
    public func onNext(_ element: Element) {
        let receivers: ObserverSnapshot<Element>? = lock.performLocked {
            if disposed || stopped { return nil }
            self.element = element
            return currentSnapshot()
        }
        receivers?.deliverNext(element)
    }

    /// The observers as of now; rebuilt only after they changed. Call under the lock.
    private func currentSnapshot() -> ObserverSnapshot<Element> {
        if let snapshot { return snapshot }
        let made = ObserverSnapshot<Element>(observers)
        snapshot = made
        return made
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.performLocked {
            if disposed {
                observer.on(.error(RxError.disposed(object: self)))
                return Disposables.create()
            }
            if let stoppedEvent {
                observer.on(stoppedEvent)
                return Disposables.create()
            }
            let key = observers.insert(ObserverBox(observer))
            snapshot = nil
            observer.on(.next(element))
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(key)
            snapshot = nil
        }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Unsubscribes every observer and refuses new ones.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            snapshot = nil
            stoppedEvent = nil
        }
    }
}
