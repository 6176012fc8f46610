import RxCore
import RxTesting
import Testing

struct ObservableMapTests {
    @Test func map_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func map_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func map_range() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func map_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 0), .error(300, testError)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 0), .error(300, testError)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func map_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 0), .next(300, 1), .completed(310)])
        let res = scheduler.start(disposed: 290) { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 0)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
    }

    @Test func map_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 1 { throw testError }
                return value
            }
        }
        #expect(res.events == [.next(210, 0), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
