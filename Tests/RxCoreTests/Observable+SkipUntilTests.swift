import RxCore
import RxTesting
import Testing

struct ObservableSkipUntilTests {
    @Test func skipUntil_someDataNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(250)])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.next(230, 4), .next(240, 5), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipUntil_otherNeverDropsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    @Test func skipUntil_otherEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3)])
        let r = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 1000)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipUntil_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 1000)])
        #expect(r.subscriptions == [Subscription(200, 1000)])
    }

    @Test func skipUntil_sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
        let r = scheduler.createHotObservable([.next(225, "b")])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.error(250, testError)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipUntil_otherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.skip(until: r) }
        #expect(res.events == [.error(225, testError)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func skipUntil_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(230, 2), .next(420, 3)])
        let r = scheduler.createHotObservable([.next(225, "b")])
        let res = scheduler.start(disposed: 400) { l.skip(until: r) }
        #expect(res.events == [.next(230, 2)])
        #expect(l.subscriptions == [Subscription(200, 400)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }
}
