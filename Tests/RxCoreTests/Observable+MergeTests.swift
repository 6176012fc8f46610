import RxCore
import RxTesting
import Testing

struct ObservableMergeTests {
    @Test func merge_staticTwoSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(ys.subscriptions == [Subscription(200, 260)])
    }

    @Test func merge_staticArrayAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(260)])
        let res = scheduler.start { Observable.merge([xs.asObservable(), ys.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let zs = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
        let sources = ArraySlice([zs.asObservable()])
        let res2 = scheduler2.start { Observable.merge(sources) }
        #expect(res2.events == [.next(210, 1), .completed(300)])
    }

    @Test func merge_staticEmptyList() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.merge([Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    @Test func merge_staticNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(150, 0)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func merge_staticErrorDisposesOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(245, testError)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .error(245, testError)])
        #expect(xs.subscriptions == [Subscription(200, 245)])
        #expect(ys.subscriptions == [Subscription(200, 245)])
    }

    @Test func merge_ofInterleavesOnCurrentThread() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 3, 5), Observable.of(2, 4, 6))
            .subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 4, 5, 6])
    }

    @Test func merge_instanceOuterAndInnersMustComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(420),
        ])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.next(310, 101), .next(320, 102), .next(410, 201), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
        #expect(ys1.subscriptions == [Subscription(300, 330)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
    }

    @Test func merge_instanceInnerOutlivedByOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs = scheduler.createHotObservable([.next(300, ys.asObservable()), .completed(500)])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.next(310, 1), .completed(500)])
        #expect(ys.subscriptions == [Subscription(300, 320)])
    }

    @Test func merge_instanceInnerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let ys2 = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Int>>])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(800),
        ])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.next(310, 1), .error(420, testError)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
        #expect(ys1.subscriptions == [Subscription(300, 420)])
        #expect(ys2.subscriptions == [Subscription(400, 420)])
    }

    @Test func merge_instanceOuterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let xs = scheduler.createHotObservable([.next(300, ys.asObservable()), .error(350, testError)])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.next(310, 1), .error(350, testError)])
        #expect(ys.subscriptions == [Subscription(300, 350)])
    }

    @Test func merge_instanceEmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Observable<Int>>>])
        let res = scheduler.start { xs.merge() }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let never = scheduler2.createHotObservable([.next(150, Observable<Int>.just(1))])
        let res2 = scheduler2.start { never.merge() }
        #expect(res2.events == [])
        #expect(never.subscriptions == [Subscription(200, 1000)])
    }

    @Test func merge_instanceDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .next(200, 2)])
        let xs = scheduler.createHotObservable([.next(300, ys.asObservable())])
        let res = scheduler.start(disposed: 400) { xs.merge() }
        #expect(res.events == [.next(310, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(300, 400)])
    }
}
