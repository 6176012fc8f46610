import RxCore
import RxTesting
import Testing

struct ObservableMulticastTests {
    private let hotEvents: [Recorded<Event<Int>>] = [
        .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6),
        .next(340, 7), .completed(390),
    ]

    @Test func multicast_subscribeBeforeConnect_receivesFromConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(hotEvents)
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable!
        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject()) }
        scheduler.scheduleAt(100) { subscription = connectable.subscribe(res) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { subscription.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5)])
        #expect(xs.subscriptions == [Subscription(200, 390)])
    }

    @Test func multicast_connectTwice_returnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(hotEvents)
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject()) }
        scheduler.scheduleAt(100) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(220) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(270, 5)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func multicast_reconnect_sameSubjectSeesBothConnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(hotEvents)
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject()) }
        scheduler.scheduleAt(100) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(250) { connection.dispose() }
        scheduler.scheduleAt(320) { connection = connectable.connect() }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.start()
        #expect(res.events == [.next(210, 3), .next(240, 4), .next(330, 6), .next(340, 7), .completed(390)])
        #expect(xs.subscriptions == [Subscription(200, 250), Subscription(320, 390)])
    }

    @Test func multicast_error_isForwardedToSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .error(240, testError), .next(250, 9)])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(50) { connectable = xs.multicast(PublishSubject()) }
        scheduler.scheduleAt(100) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.start()
        #expect(res.events == [.next(210, 3), .error(240, testError)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func multicast_makeSubject_makesAFreshSubjectAfterTermination() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var made = 0
        var connectable: ConnectableObservable<Int>!
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(50) {
            connectable = xs.multicast(makeSubject: { () -> ReplaySubject<Int> in
                made += 1
                return ReplaySubject.createUnbound()
            })
        }
        scheduler.scheduleAt(100) { _ = connectable.subscribe(first) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(second) }
        scheduler.scheduleAt(400) { _ = connectable.connect() }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        // A fresh subject: nothing from the first connection is replayed.
        #expect(second.events == [.next(410, 1), .next(420, 2), .completed(430)])
        #expect(made == 2)
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(400, 430)])
    }

    @Test func multicast_fixedSubject_staysTerminated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        var connectable: ConnectableObservable<Int>!
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(50) { connectable = xs.multicast(ReplaySubject.createUnbound()) }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(late) }
        scheduler.start()
        #expect(late.events == [.next(300, 1), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}

struct ObservableMulticastSelectorTests {
    @Test func multicastSelector_connectsPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start {
            xs.multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.create { observer in
                        // Two subscriptions to the same multicast source: one upstream subscription.
                        let first = shared.map { $0 * 10 }.subscribe(observer)
                        let second = shared.subscribe(onNext: { _ in })
                        return Disposables.create(first, second)
                    }
                })
        }
        #expect(res.events == [.next(210, 10), .next(220, 20), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func multicastSelector_throwingSelector_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        #expect(res.events == [.error(200, testError)])
        #expect(xs.subscriptions == [])
    }
}
