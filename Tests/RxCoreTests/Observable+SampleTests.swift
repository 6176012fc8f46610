import RxCore
import RxTesting
import Testing

struct ObservableSampleTests {
    @Test func sample_sampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
            .completed(350),
        ])
        let ys = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
            .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(250, 3), .next(320, 6), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 350)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func sample_samplerCompletionSamples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(350)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(230, 2), .next(300, 3)])
        #expect(xs.subscriptions == [Subscription(200, 350)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func sample_defaultValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(350)])
        let ys = scheduler.createHotObservable([
            .next(210, "a"), .next(230, "b"), .next(240, "c"), .next(400, "d"), .completed(500),
        ])
        let res = scheduler.start { xs.sample(ys, defaultValue: 0) }
        #expect(res.events == [.next(210, 0), .next(230, 2), .next(240, 0), .next(400, 0), .completed(400)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func sample_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(210, "a")])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func sample_emptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(230, "a"), .completed(300)])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test func sample_sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .error(240, testError)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(250, "b")])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.next(230, 2), .error(240, testError)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func sample_samplerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.error(240, testError)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.sample(ys) }
        #expect(res.events == [.error(240, testError)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func sample_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(410, 3)])
        let ys = scheduler.createHotObservable([.next(230, "a"), .next(420, "b")])
        let res = scheduler.start(disposed: 400) { xs.sample(ys) }
        #expect(res.events == [.next(230, 2)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }
}
