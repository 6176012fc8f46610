import RxCore
import RxTesting
import Testing

struct ObservableGroupByTests {
    @Test func groupBy_emitsAGroupPerKeyWithItsElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let keys = scheduler.createObserver(Bool.self)
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { $0 % 2 == 0 }.subscribe(onNext: { group in
                keys.onNext(group.key)
                _ = group.subscribe(group.key ? even : odd)
            })
        }
        scheduler.start()
        #expect(keys.events == [.next(210, false), .next(220, true)])
        #expect(odd.events == [.next(210, 1), .next(230, 3), .next(250, 5), .completed(300)])
        #expect(even.events == [.next(220, 2), .next(240, 4), .completed(300)])
    }

    @Test func groupBy_errorReachesTheResultAndEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let group = scheduler.createObserver(String.self)
        let res = scheduler.start {
            xs.groupBy { $0 }.do(onNext: { _ = $0.subscribe(group) }).map { $0.key }
        }
        #expect(res.events == [.next(210, "a"), .error(220, testError)])
        #expect(group.events == [.next(210, "a"), .error(220, testError)])
    }

    @Test func groupBy_keySelectorErrorFailsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let group = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.groupBy { element -> Int in
                if element == 2 { throw testError }
                return element
            }.do(onNext: { _ = $0.subscribe(group) }).map { $0.key }
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(group.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func groupBy_sourceStaysSubscribedWhileAGroupIs() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(310, 1), .next(410, 1)])
        let group = scheduler.createObserver(Int.self)
        var outer: Disposable!
        var inner: Disposable!
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 }.subscribe(onNext: { inner = $0.subscribe(group) })
        }
        scheduler.scheduleAt(300) { outer.dispose() }
        scheduler.scheduleAt(400) { inner.dispose() }
        scheduler.start()
        #expect(group.events == [.next(210, 1), .next(310, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
