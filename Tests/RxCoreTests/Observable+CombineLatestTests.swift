import RxCore
import RxTesting
import Testing

struct ObservableCombineLatestTests {
    @Test func combineLatest_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1)])
        let e1 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [])
        #expect(e0.subscriptions == [Subscription(200, 1000)])
        #expect(e1.subscriptions == [Subscription(200, 1000)])
    }

    @Test func combineLatest_neverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [])
        #expect(e0.subscriptions == [Subscription(200, 1000)])
        #expect(e1.subscriptions == [Subscription(200, 210)])
    }

    @Test func combineLatest_emptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(215)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.completed(215)])
        #expect(e0.subscriptions == [Subscription(200, 210)])
        #expect(e1.subscriptions == [Subscription(200, 215)])
    }

    @Test func combineLatest_emptyThenReturnCompletesOnOtherElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.completed(215)])
        #expect(e0.subscriptions == [Subscription(200, 210)])
        #expect(e1.subscriptions == [Subscription(200, 215)])
    }

    @Test func combineLatest_returnReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(220, 5), .completed(240)])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 240)])
    }

    @Test func combineLatest_interleavedWithTail() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([
            .next(150, 1), .next(215, 2), .next(225, 4), .completed(230),
        ])
        let e1 = scheduler.createHotObservable([
            .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7), .completed(250),
        ])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(
            res.events == [
                .next(220, 5), .next(225, 7), .next(230, 9), .next(235, 10), .next(240, 11), .completed(250),
            ])
    }

    @Test func combineLatest_tuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(215, "a"), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(220, 3), .next(225, 4), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(e0, e1).map { "\($0)\($1)" } }
        #expect(res.events == [.next(220, "a3"), .next(225, "a4"), .completed(240)])
    }

    @Test func combineLatest_errorAfterValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(215, 2), .error(230, testError)])
        let e1 = scheduler.createHotObservable([.next(220, 3), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(220, 5), .error(230, testError)])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
    }

    @Test func combineLatest_errorBeforeAnyValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let e1 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.error(220, testError)])
        #expect(e1.subscriptions == [Subscription(200, 220)])
    }

    @Test func combineLatest_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(220, 3), .completed(240)])
        let res = scheduler.start {
            Observable.combineLatest(e0, e1) { (_: Int, _: Int) -> Int in throw testError }
        }
        #expect(res.events == [.error(220, testError)])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 220)])
    }

    @Test func combineLatest_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(215, 2), .next(420, 4)])
        let e1 = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 400) { Observable.combineLatest(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(220, 5)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
    }

    @Test func combineLatest_reentrantSubjectsDoNotDeadlock() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }
            .subscribe(onNext: { value in
                received.append(value)
                if value == 3 { b.onNext(10) }
            })
        a.onNext(1)
        b.onNext(2)
        subscription.dispose()
        #expect(received == [3, 11])
    }
}
