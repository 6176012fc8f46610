import RxCore

/// An observer that records every event with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    /// The recorded events.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
