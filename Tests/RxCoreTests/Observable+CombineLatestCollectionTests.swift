import RxCore
import RxTesting
import Testing

struct ObservableCombineLatestCollectionTests {
    @Test func combineLatestCollection_values() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
        let res = scheduler.start { Observable.combineLatest([e0, e1, e2]) }
        #expect(res.events == [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(320)])
        #expect(e0.subscriptions == [Subscription(200, 300)])
        #expect(e1.subscriptions == [Subscription(200, 310)])
        #expect(e2.subscriptions == [Subscription(200, 320)])
    }

    @Test func combineLatestCollection_resultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .next(230, 5), .completed(310)])
        let res = scheduler.start {
            Observable.combineLatest([e0, e1], resultSelector: { $0.reduce(0, +) })
        }
        #expect(res.events == [.next(220, 3), .next(230, 6), .completed(310)])
    }

    @Test func combineLatestCollection_emptyCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>](), resultSelector: { $0.count })
        }
        #expect(res.events == [.next(200, 0), .completed(200)])
    }

    @Test func combineLatestCollection_neverAndEmptySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1)])
        let e1 = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Observable.combineLatest([e0, e1]) }
        #expect(res.events == [])
        #expect(e0.subscriptions == [Subscription(200, 1000)])
        #expect(e1.subscriptions == [Subscription(200, 210)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let f0 = scheduler2.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
        let f1 = scheduler2.createHotObservable([.next(220, 1), .completed(300)])
        let res2 = scheduler2.start { Observable.combineLatest([f0, f1]) }
        #expect(res2.events == [.completed(220)])
        #expect(f1.subscriptions == [Subscription(200, 220)])
    }

    @Test func combineLatestCollection_errorAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .error(225, testError)])
        let e1 = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.combineLatest([e0, e1]) }
        #expect(res.events == [.next(220, [1, 2]), .error(225, testError)])
        #expect(e1.subscriptions == [Subscription(200, 225)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let f0 = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let f1 = scheduler2.createHotObservable([.next(220, 2), .completed(300)])
        let res2 = scheduler2.start {
            Observable.combineLatest([f0, f1], resultSelector: { (_: [Int]) -> Int in throw testError })
        }
        #expect(res2.events == [.error(220, testError)])
        #expect(f0.subscriptions == [Subscription(200, 220)])
    }

    @Test func combineLatestCollection_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(420, 3)])
        let e1 = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start(disposed: 400) { Observable.combineLatest([e0, e1]) }
        #expect(res.events == [.next(220, [1, 2])])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
    }
}
