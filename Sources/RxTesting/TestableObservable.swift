import RxCore

/// An observable made of recorded events that records its subscriptions.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The scheduler that drives it.
    public let testScheduler: TestScheduler
    /// The events it sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// Every subscription's window.
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("TestableObservable is abstract")
    }

    /// Marks the subscription at `index` as ended now.
    func endSubscription(at index: Int) {
        let existing = subscriptions[index]
        guard existing.unsubscribe == Int.max else { return }
        subscriptions[index] = Subscription(existing.subscribe, testScheduler.clock)
    }
}
