import RxCore
import RxTesting
import Testing

struct ObservableFlatMapLatestTests {
    @Test func flatMapLatest_disposesPreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(15, 1), .next(25, 2), .completed(30)])
        let res = scheduler.start { xs.flatMapLatest { value in inner.map { value * 10 + $0 } } }
        #expect(
            res.events == [
                .next(215, 10), .next(225, 11), .next(235, 20), .next(245, 21), .next(255, 22),
                .completed(260),
            ])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(inner.subscriptions == [Subscription(210, 230), Subscription(230, 260)])
    }

    @Test func flatMapLatest_outerCompletesWhileInnerActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let res = scheduler.start { xs.flatMapLatest { _ in inner.asObservable() } }
        #expect(res.events == [.next(260, 1), .completed(310)])
    }

    @Test func flatMapLatest_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMapLatest { Observable.just($0) } }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { ys.flatMapLatest { Observable.just($0) } }
        #expect(res2.events == [])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func flatMapLatest_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let inner = scheduler.createColdObservable([.next(5, 1), .next(100, 2)])
        let res = scheduler.start {
            xs.flatMapLatest { value -> Observable<Int> in
                if value == 2 { throw testError }
                return inner.asObservable()
            }
        }
        #expect(res.events == [.next(215, 1), .error(220, testError)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func flatMapLatest_innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMapLatest { _ in inner.asObservable() } }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func flatMapLatest_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let inner = scheduler.createColdObservable([.next(5, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 400) { xs.flatMapLatest { _ in inner.asObservable() } }
        #expect(res.events == [.next(215, 1)])
        #expect(inner.subscriptions == [Subscription(210, 400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
