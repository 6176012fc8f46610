import RxCore
import RxTesting
import Testing

struct ObservableZipTests {
    @Test func zip_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1)])
        let e1 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [])
        #expect(e0.subscriptions == [Subscription(200, 1000)])
        #expect(e1.subscriptions == [Subscription(200, 1000)])
    }

    @Test func zip_emptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let e1 = scheduler.createHotObservable([.next(150, 1), .completed(215)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [.completed(215)])
        #expect(e0.subscriptions == [Subscription(200, 210)])
        #expect(e1.subscriptions == [Subscription(200, 215)])
    }

    @Test func zip_pairsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(260),
        ])
        let e1 = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(250)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(215, 11), .next(240, 22), .completed(260)])
        #expect(e0.subscriptions == [Subscription(200, 260)])
        #expect(e1.subscriptions == [Subscription(200, 250)])
    }

    @Test func zip_completesOnlyWhenAllSourcesComplete() {
        // RxSwift 5/6: a completed source with an empty buffer does not end the zip early.
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let e1 = scheduler.createHotObservable([.next(215, 10), .next(230, 20), .next(240, 30)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(215, 11)])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 1000)])
    }

    @Test func zip_tuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let e1 = scheduler.createHotObservable([.next(225, 1), .next(235, 2), .completed(240)])
        let res = scheduler.start { Observable.zip(e0, e1).map { "\($0)\($1)" } }
        #expect(res.events == [.next(225, "a1"), .next(235, "b2"), .completed(240)])
    }

    @Test func zip_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let e1 = scheduler.createHotObservable([.next(215, 10), .completed(300)])
        let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(215, 11), .error(220, testError)])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 220)])
    }

    @Test func zip_selectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let e1 = scheduler.createHotObservable([.next(215, 10), .completed(300)])
        let res = scheduler.start { Observable.zip(e0, e1) { (_: Int, _: Int) -> Int in throw testError } }
        #expect(res.events == [.error(215, testError)])
        #expect(e0.subscriptions == [Subscription(200, 215)])
        #expect(e1.subscriptions == [Subscription(200, 215)])
    }

    @Test func zip_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        let e1 = scheduler.createHotObservable([.next(215, 10), .next(430, 20)])
        let res = scheduler.start(disposed: 400) { Observable.zip(e0, e1) { $0 + $1 } }
        #expect(res.events == [.next(215, 11)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
    }
}
