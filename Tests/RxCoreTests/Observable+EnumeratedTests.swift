import RxCore
import RxTesting
import Testing

struct ObservableEnumeratedTests {
    @Test func enumerated_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func enumerated_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<String>>])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(res.events == [.completed(250)])
    }

    @Test func enumerated_someData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(res.events == [.next(210, "0a"), .next(220, "1b"), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func enumerated_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(250, testError)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(res.events == [.next(210, "0a"), .error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func enumerated_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(420, "b")])
        let res = scheduler.start(disposed: 400) { xs.enumerated().map { "\($0.index)\($0.element)" } }
        #expect(res.events == [.next(210, "0a")])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
