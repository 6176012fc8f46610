import RxCore
import RxTesting
import Testing

struct ObservableFlatMapTests {
    @Test func flatMap_innersInterleave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(15, 1), .completed(20)])
        let res = scheduler.start { xs.flatMap { value in inner.map { value * 10 + $0 } } }
        #expect(
            res.events == [.next(215, 10), .next(225, 11), .next(225, 20), .next(235, 21), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(inner.subscriptions == [Subscription(210, 230), Subscription(220, 240)])
    }

    @Test func flatMap_completesOnlyWhenOuterAndInnersComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(500)])
        let inner = scheduler.createColdObservable([.next(5, 7), .completed(20)])
        let res = scheduler.start { xs.flatMap { _ in inner.asObservable() } }
        #expect(res.events == [.next(215, 7), .completed(500)])
        #expect(inner.subscriptions == [Subscription(210, 230)])
    }

    @Test func flatMap_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { ys.flatMap { Observable.just($0) } }
        #expect(res2.events == [])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func flatMap_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(100, 1)])
        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return inner.asObservable()
            }
        }
        #expect(res.events == [.next(215, 0), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
    }

    @Test func flatMap_innerErrorDisposesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let good = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let bad = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMap { $0 == 1 ? good.asObservable() : bad.asObservable() } }
        #expect(res.events == [.next(215, 1), .error(230, testError)])
        #expect(good.subscriptions == [Subscription(210, 230)])
        #expect(bad.subscriptions == [Subscription(220, 230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func flatMap_outerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, testError)])
        let inner = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let res = scheduler.start { xs.flatMap { _ in inner.asObservable() } }
        #expect(res.events == [.next(215, 1), .error(240, testError)])
        #expect(inner.subscriptions == [Subscription(210, 240)])
    }

    @Test func flatMap_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let inner = scheduler.createColdObservable([.next(5, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 400) { xs.flatMap { _ in inner.asObservable() } }
        #expect(res.events == [.next(215, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(inner.subscriptions == [Subscription(210, 400)])
    }
}
