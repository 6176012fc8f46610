import RxCore

/// Sends its events at their times relative to each subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let disposable = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
            _ = scheduled.insert(disposable)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.endSubscription(at: index)
        }
    }
}
