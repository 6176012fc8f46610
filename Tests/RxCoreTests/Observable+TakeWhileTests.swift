import RxCore
import RxTesting
import Testing

struct ObservableTakeWhileTests {
    @Test func takeWhile_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func takeWhile_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Int.self)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeWhile_exclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 6), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        #expect(res.events == [.next(210, 1), .next(220, 3), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func takeWhile_inclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 3), .next(230, 6), .next(240, 2), .completed(250),
        ])
        let res = scheduler.start { xs.take(while: { $0 < 5 }, behavior: .inclusive) }
        #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func takeUntilPredicate_exclusiveAndInclusive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 6), .next(230, 2), .completed(250)])
        let exclusive = scheduler.start { xs.take(until: { $0 > 5 }) }
        #expect(exclusive.events == [.next(210, 1), .completed(220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([
            .next(210, 1), .next(220, 6), .next(230, 2), .completed(250),
        ])
        let inclusive = scheduler2.start { ys.take(until: { $0 > 5 }, behavior: .inclusive) }
        #expect(inclusive.events == [.next(210, 1), .next(220, 6), .completed(220)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeWhile_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.take(while: { $0 < 5 }) }
        #expect(res.events == [.next(210, 1), .error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeWhile_throwingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.take(while: { value -> Bool in
                if value == 2 { throw testError }
                return true
            })
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takeWhile_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        let res = scheduler.start(disposed: 400) { xs.take(while: { $0 < 5 }) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
