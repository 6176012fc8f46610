import RxCore
import RxTesting
import Testing

struct ObservableAmbTests {
    @Test func amb_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.next(150, 2)])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [])
        #expect(x1.subscriptions == [Subscription(200, 1000)])
        #expect(x2.subscriptions == [Subscription(200, 1000)])
    }

    @Test func amb_leftWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(250)])
        #expect(x1.subscriptions == [Subscription(200, 250)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }

    @Test func amb_rightWinsWithEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(150, 1)])
        let x2 = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<Int>>])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.completed(225)])
        #expect(x1.subscriptions == [Subscription(200, 225)])
        #expect(x2.subscriptions == [Subscription(200, 225)])
    }

    @Test func amb_errorWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.error(215, testError)] as [Recorded<Event<Int>>])
        let x2 = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let res = scheduler.start { x1.amb(x2) }
        #expect(res.events == [.error(215, testError)])
        #expect(x1.subscriptions == [Subscription(200, 215)])
        #expect(x2.subscriptions == [Subscription(200, 215)])
    }

    @Test func amb_staticSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(230, 1), .completed(250)])
        let x2 = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(260)])
        let x3 = scheduler.createHotObservable([.next(225, 3), .completed(235)])
        let res = scheduler.start {
            Observable.amb([x1.asObservable(), x2.asObservable(), x3.asObservable()])
        }
        #expect(res.events == [.next(220, 2), .next(240, 4), .completed(260)])
        #expect(x1.subscriptions == [Subscription(200, 220)])
        #expect(x2.subscriptions == [Subscription(200, 260)])
        #expect(x3.subscriptions == [Subscription(200, 220)])
    }

    @Test func amb_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let x1 = scheduler.createHotObservable([.next(210, 1), .next(420, 3)])
        let x2 = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start(disposed: 400) { x1.amb(x2) }
        #expect(res.events == [.next(210, 1)])
        #expect(x1.subscriptions == [Subscription(200, 400)])
        #expect(x2.subscriptions == [Subscription(200, 210)])
    }
}
