import RxCore
import RxTesting
import Testing

struct ObservableConcatMapTests {
    @Test func concatMap_innersRunOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(10, 0), .completed(30)])
        let res = scheduler.start { xs.concatMap { value in inner.map { $0 + value * 10 } } }
        #expect(res.events == [.next(220, 10), .next(250, 20), .completed(270)])
        #expect(inner.subscriptions == [Subscription(210, 240), Subscription(240, 270)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func concatMap_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.concatMap { Observable.just($0) } }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, 1)])
        let res2 = scheduler2.start { ys.concatMap { Observable.just($0) } }
        #expect(res2.events == [])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func concatMap_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.concatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return Observable.just(value)
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func concatMap_innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.error(10, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.concatMap { _ in inner.asObservable() } }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func concatMap_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let inner = scheduler.createColdObservable([.next(10, 5)])
        let res = scheduler.start(disposed: 400) { xs.concatMap { _ in inner.asObservable() } }
        #expect(res.events == [.next(220, 5)])
        #expect(inner.subscriptions == [Subscription(210, 400)])
    }
}
