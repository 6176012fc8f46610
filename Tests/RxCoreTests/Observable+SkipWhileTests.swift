import RxCore
import RxTesting
import Testing

struct ObservableSkipWhileTests {
    @Test func skipWhile_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func skipWhile_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func skipWhile_someData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 4), .next(230, 2), .next(240, 5), .completed(250),
        ])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.next(220, 4), .next(230, 2), .next(240, 5), .completed(250)])
    }

    @Test func skipWhile_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func skipWhile_throwingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.skip(while: { value -> Bool in
                if value == 2 { throw testError }
                return true
            })
        }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func skipWhile_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .next(420, 1)])
        let res = scheduler.start(disposed: 400) { xs.skip(while: { $0 < 3 }) }
        #expect(res.events == [.next(210, 5)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
