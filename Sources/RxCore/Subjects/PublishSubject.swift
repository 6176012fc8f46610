/// Delivers each event to the observers subscribed at the time. After a terminal event, new subscribers
/// receive that terminal event only.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    SynchronizedUnsubscribeType, @unchecked Sendable
{
    public typealias SubjectObserverType = PublishSubject<Element>

    private let lock = RecursiveLock()
    // Read and written under `lock` only: the run-time exclusivity checks are skipped.
    @exclusivity(unchecked) private var observers = ObserverBag()
    @exclusivity(unchecked) private var snapshot: ObserverSnapshot<Element>?
    private var stoppedEvent: Event<Element>?
    /// Set with `stoppedEvent`: `onNext` tests this flag, which needs no metadata of `Event<Element>?`.
    private var stopped = false
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

    /// Delivers `element` to every current observer.
    public func onNext(_ element: Element) {
        let receivers: ObserverSnapshot<Element>? = lock.performLocked {
            if disposed || stopped { return nil }
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
            if stopped || disposed { return refuse(observer) }
            let key = observers.insert(ObserverBox(observer))
            snapshot = nil
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    /// Answers a subscriber that came after the end: the terminal event, or the disposed error. Out of
    /// line, because building an `Event<Element>` (or its optional) needs that type's metadata, looked
    /// up at run time, which every other subscription can skip.
    @inline(never)
    private func refuse<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if let stoppedEvent {
            observer.on(stoppedEvent)
        } else {
            observer.on(.error(RxError.disposed(object: self)))
        }
        return Disposables.create()
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(key)
            snapshot = nil
        }
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
            snapshot = nil
            stoppedEvent = nil
        }
    }
}
