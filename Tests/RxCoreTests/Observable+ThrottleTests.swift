import RxCore
import RxTesting
import Testing

struct ObservableThrottleTests {
    private func burst(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6),
            .next(450, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    // MARK: - latest: true

    @Test func throttle_completedWhileTrailingElementPending() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func throttle_completedAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: .completed(900))
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 900)])
    }

    @Test func throttle_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func throttle_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func throttle_errorDropsTrailingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, testError),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, testError)])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test func throttle_noEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: nil)
        let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .next(610, 7)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func throttle_trailingElementWaitsOnlyForTheRestOfTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(400, 3), .completed(800)])
        let res = scheduler.start { xs.throttle(.seconds(50), scheduler: scheduler) }
        // 2 arrives 20 after 1, so it goes out when 1's window closes (260), not 50 after itself.
        #expect(res.events == [.next(210, 1), .next(260, 2), .next(400, 3), .completed(800)])
        #expect(xs.subscriptions == [Subscription(200, 800)])
    }

    @Test func throttle_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: .completed(500))
        let res = scheduler.start(disposed: 400) { xs.throttle(.seconds(200), scheduler: scheduler) }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    // MARK: - latest: false

    @Test func throttleNotLatest_completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: .completed(500))
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func throttleNotLatest_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func throttleNotLatest_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func throttleNotLatest_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, testError),
            .next(450, 7), .completed(500),
        ])
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .error(410, testError)])
        #expect(xs.subscriptions == [Subscription(200, 410)])
    }

    @Test func throttleNotLatest_noEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: nil)
        let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
        #expect(res.events == [.next(210, 2), .next(410, 6)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func throttleNotLatest_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = burst(scheduler, end: .completed(500))
        let res = scheduler.start(disposed: 420) {
            xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
        }
        #expect(res.events == [.next(210, 2), .next(410, 6)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
    }
}
