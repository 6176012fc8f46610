import RxCore
import RxTesting
import Testing

struct ObservableFilterTests {
    @Test func filter_keepsMatching() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(600),
        ])
        let res = scheduler.start { xs.filter { $0.isMultiple(of: 2) } }
        #expect(res.events == [.next(210, 2), .next(230, 4), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func filter_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(300, testError)])
        let res = scheduler.start { xs.filter { _ in true } }
        #expect(res.events == [.next(210, 2), .error(300, testError)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func filter_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.filter { _ in true } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func filter_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(400, 4)])
        let res = scheduler.start(disposed: 300) { xs.filter { _ in true } }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func filter_predicateThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 3 { throw testError }
                return true
            }
        }
        #expect(res.events == [.next(210, 2), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
