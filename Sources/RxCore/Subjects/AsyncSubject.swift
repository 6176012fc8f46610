/// A subject that emits only the last element it received, and only once it completes.
///
/// - A `.completed` after at least one element delivers `.next(last)` followed by `.completed`.
/// - A `.completed` without elements delivers just `.completed`.
/// - An `.error` is forwarded as is and the last element is forgotten.
/// Subscribers arriving after the terminal event receive the same outcome.
///
/// - seealso: [AsyncSubject on reactivex.io](http://reactivex.io/documentation/subject.html)
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    SynchronizedUnsubscribeType, @unchecked Sendable
{
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    private var observers = Bag<(Event<Element>) -> Void>()
    private var lastElement: Element?
    private var stoppedEvent: Event<Element>?

    public override init() {
        super.init()
    }

    /// Whether the subject currently has at least one subscriber.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    // MARK: - Observer side

    public func on(_ event: Event<Element>) {
        let (targets, events) = lock.performLocked { synchronizedOn(event) }
        for event in events {
            dispatch(targets, event)
        }
    }

    private func synchronizedOn(_ event: Event<Element>)
        -> (Bag<(Event<Element>) -> Void>, [Event<Element>])
    {
        if stoppedEvent != nil {
            return (Bag(), [])
        }
        switch event {
        case .next(let element):
            lastElement = element
            return (Bag(), [])
        case .error:
            lastElement = nil
            stoppedEvent = event
        case .completed:
            stoppedEvent = event
        }
        let targets = observers
        observers.removeAll()
        return (targets, terminalEvents)
    }

    /// The events a subscriber receives once the subject has stopped.
    private var terminalEvents: [Event<Element>] {
        guard let stoppedEvent else { return [] }
        if case .completed = stoppedEvent, let lastElement {
            return [.next(lastElement), .completed]
        }
        return [stoppedEvent]
    }

    // MARK: - Observable side

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let registration: BagKey? = lock.performLocked {
            stoppedEvent == nil ? observers.insert(observer.on) : nil
        }
        guard let key = registration else {
            let events = lock.performLocked { terminalEvents }
            for event in events {
                observer.on(event)
            }
            return Disposables.create()
        }
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: BagKey) {
        lock.performLocked {
            _ = observers.removeKey(key)
        }
    }

    public func asObserver() -> AsyncSubject<Element> {
        self
    }
}
