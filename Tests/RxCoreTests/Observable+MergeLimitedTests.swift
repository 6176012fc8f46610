import RxCore
import RxTesting
import Testing

struct ObservableMergeLimitedTests {
    @Test func mergeMaxConcurrent_queuesBeyondLimit() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 11), .next(20, 12), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 21), .completed(20)])
        let ys3 = scheduler.createColdObservable([.next(10, 31), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(215, ys2.asObservable()), .next(220, ys3.asObservable()),
            .completed(300),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        #expect(
            res.events == [
                .next(220, 11), .next(225, 21), .next(230, 12), .next(245, 31), .completed(300),
            ])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys1.subscriptions == [Subscription(210, 240)])
        #expect(ys2.subscriptions == [Subscription(215, 235)])
        #expect(ys3.subscriptions == [Subscription(235, 255)])
    }

    @Test func mergeMaxConcurrent_completesAfterQueueDrains() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(100)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
        ])
        let res = scheduler.start { xs.merge(maxConcurrent: 1) }
        #expect(res.events == [.next(220, 1), .next(320, 2), .completed(330)])
        #expect(ys2.subscriptions == [Subscription(310, 330)])
    }

    @Test func mergeMaxConcurrent_emptyNeverError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Observable<Int>>>])
        let res = scheduler.start { xs.merge(maxConcurrent: 2) }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never = scheduler2.createHotObservable([.next(150, Observable<Int>.just(1))])
        let res2 = scheduler2.start { never.merge(maxConcurrent: 2) }
        #expect(res2.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let ys = scheduler3.createColdObservable([.next(10, 1), .error(20, testError)])
        let zs = scheduler3.createColdObservable([.next(10, 2)])
        let failing = scheduler3.createHotObservable([
            .next(210, ys.asObservable()), .next(215, zs.asObservable()), .completed(300),
        ])
        let res3 = scheduler3.start { failing.merge(maxConcurrent: 2) }
        #expect(res3.events == [.next(220, 1), .next(225, 2), .error(230, testError)])
        #expect(zs.subscriptions == [Subscription(215, 230)])
        #expect(failing.subscriptions == [Subscription(200, 230)])
    }

    @Test func mergeMaxConcurrent_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1)])
        let ys2 = scheduler.createColdObservable([.next(10, 2)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()),
        ])
        let res = scheduler.start(disposed: 400) { xs.merge(maxConcurrent: 1) }
        #expect(res.events == [.next(220, 1)])
        #expect(ys1.subscriptions == [Subscription(210, 400)])
        #expect(ys2.subscriptions == [])
    }
}
