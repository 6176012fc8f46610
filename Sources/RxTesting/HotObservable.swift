import RxCore

/// Sends its events at their absolute times to whoever is subscribed then. The scheduler keeps it alive
/// until its last event was sent, as RxTest's does, so `createHotObservable(…).subscribe(observer)`
/// records without the caller holding on to it.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [self] in
                for key in observers.keys.sorted() {
                    observers[key]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let key = nextKey
        nextKey += 1
        observers[key] = AnyObserver(observer)
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [weak self] in
            guard let self else { return }
            observers[key] = nil
            endSubscription(at: index)
        }
    }
}
