import RxCore
import RxTesting
import Testing

struct ObservableRefCountTests {
    @Test func refCount_connectsOnceForConcurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .next(300, 4)])
        var shared: Observable<Int>!
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(215) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(400) { subscriptions[1].dispose() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3)])
        #expect(second.events == [.next(220, 2), .next(230, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func refCount_reconnectsAfterAllSubscribersLeave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        var shared: Observable<Int>!
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable!
        scheduler.scheduleAt(100) { shared = xs.publish().refCount() }
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription.dispose() }
        scheduler.scheduleAt(500) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(600) { subscription.dispose() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2)])
        #expect(second.events == [.next(510, 1), .next(520, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(500, 600)])
    }

    @Test func refCount_sourceCompletion_releasesTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var shared: Observable<Int>!
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { shared = xs.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(second.events == [.next(310, 1), .completed(320)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func refCount_error_isForwardedAndDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.publish().refCount() }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
