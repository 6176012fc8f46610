import RxCore
import RxTesting
import Testing

struct ObservableStartWithTests {
    @Test func startWith_elementsThenSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.startWith(7, 8) }
        #expect(res.events == [.next(200, 7), .next(200, 8), .next(220, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func startWith_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.startWith(7) }
        #expect(res.events == [.next(200, 7)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func startWith_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.startWith(7) }
        #expect(res.events == [.next(200, 7), .completed(250)])
    }

    @Test func startWith_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.startWith(7) }
        #expect(res.events == [.next(200, 7), .error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func startWith_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(420, 1)])
        let res = scheduler.start(disposed: 400) { xs.startWith(7) }
        #expect(res.events == [.next(200, 7)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
