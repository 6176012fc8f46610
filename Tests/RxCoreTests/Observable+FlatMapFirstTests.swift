import RxCore
import RxTesting
import Testing

struct ObservableFlatMapFirstTests {
    @Test func flatMapFirst_ignoresElementsWhileInnerActive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(250, 3), .completed(300),
        ])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(15, 1), .completed(30)])
        let res = scheduler.start { xs.flatMapFirst { value in inner.map { value * 10 + $0 } } }
        #expect(
            res.events == [.next(215, 10), .next(225, 11), .next(255, 30), .next(265, 31), .completed(300)])
        #expect(inner.subscriptions == [Subscription(210, 240), Subscription(250, 280)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func flatMapFirst_waitsForActiveInnerToComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let inner = scheduler.createColdObservable([.next(50, 1), .completed(100)])
        let res = scheduler.start { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(res.events == [.next(260, 1), .completed(310)])
    }

    @Test func flatMapFirst_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMapFirst { Observable.just($0) } }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { ys.flatMapFirst { Observable.just($0) } }
        #expect(res2.events == [])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func flatMapFirst_errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1)])
        let res2 = scheduler2.start {
            ys.flatMapFirst { _ -> Observable<Int> in throw testError }
        }
        #expect(res2.events == [.error(210, testError)])
        #expect(ys.subscriptions == [Subscription(200, 210)])
    }

    @Test func flatMapFirst_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let inner = scheduler.createColdObservable([.next(5, 1), .next(300, 2)])
        let res = scheduler.start(disposed: 400) { xs.flatMapFirst { _ in inner.asObservable() } }
        #expect(res.events == [.next(215, 1)])
        #expect(inner.subscriptions == [Subscription(210, 400)])
    }
}
