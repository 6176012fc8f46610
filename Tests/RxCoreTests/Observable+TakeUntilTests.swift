import RxCore
import RxTesting
import Testing

struct ObservableTakeUntilTests {
    @Test func takeUntil_preempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(250)])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_otherNeverSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeUntil_otherEmptyDoesNotStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(240, 3), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 1000)])
        #expect(r.subscriptions == [Subscription(200, 1000)])
    }

    @Test func takeUntil_otherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .error(225, testError)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(225, testError)])
        let r = scheduler.createHotObservable([.next(240, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .error(225, testError)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_otherFiresImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { l.take(until: Observable.just(0)) }
        #expect(res.events == [.completed(200)])
        #expect(l.subscriptions == [Subscription(200, 200)])
    }

    @Test func takeUntil_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(420, 3)])
        let r = scheduler.createHotObservable([.next(450, "a")])
        let res = scheduler.start(disposed: 400) { l.take(until: r) }
        #expect(res.events == [.next(210, 2)])
        #expect(l.subscriptions == [Subscription(200, 400)])
        #expect(r.subscriptions == [Subscription(200, 400)])
    }
}
