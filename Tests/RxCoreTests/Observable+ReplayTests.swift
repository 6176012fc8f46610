import RxCore
import RxTesting
import Testing

struct ObservableReplayTests {
    @Test func replay_bufferSize2_lateSubscriberGetsTheLastTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .completed(600),
        ])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(100) { connectable = xs.replay(2) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.start()
        #expect(res.events == [.next(300, 4), .next(300, 1), .next(340, 8)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func replayAll_subscriberDuringTheConnectionGetsEverythingSinceConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .error(340, testError),
        ])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replayAll() }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(res) }
        scheduler.start()
        #expect(res.events == [.next(300, 3), .next(300, 4), .next(300, 1), .error(340, testError)])
        #expect(xs.subscriptions == [Subscription(200, 340)])
    }

    // RxSwift's ConnectableObservableAdapter: once a connection ends (disposed, or its source
    // terminated) the next subscriber or connection gets a fresh subject.

    @Test func replayAll_afterTheSourceTerminated_aLateSubscriberWaitsForTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replayAll() }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(400) { _ = connectable.connect() }
        scheduler.start()
        #expect(res.events == [.next(410, 1), .next(420, 2), .completed(430)])
        #expect(xs.subscriptions == [Subscription(200, 230), Subscription(400, 430)])
    }

    @Test func replay_afterDisconnect_replaysNothingOfTheOldConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(410, 3), .next(420, 4), .next(610, 5),
        ])
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replay(2) }
        scheduler.scheduleAt(150) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(350) { _ = connectable.subscribe(late) }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.scheduleAt(500) { connection.dispose() }
        scheduler.scheduleAt(600) { connection = connectable.connect() }
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(220, 2)])
        #expect(late.events == [.next(410, 3), .next(420, 4)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400, 500), Subscription(600)])
    }

    @Test func publish_reconnect_earlierSubscribersDoNotSeeTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2)])
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.publish() }
        scheduler.scheduleAt(150) { _ = connectable.subscribe(res) }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.start()
        #expect(res.events == [.next(210, 1)])
    }

    @Test func multicastMakeSubject_makesOneSubjectPerConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(410, 2)])
        var made = 0
        var connectable: ConnectableObservable<Int>!
        var connection: Disposable!
        scheduler.scheduleAt(100) {
            connectable = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
                made += 1
                return PublishSubject()
            })
        }
        scheduler.scheduleAt(200) { connection = connectable.connect() }
        scheduler.scheduleAt(250) { _ = connectable.subscribe(scheduler.createObserver(Int.self)) }
        scheduler.scheduleAt(300) { connection.dispose() }
        scheduler.scheduleAt(400) { connection = connectable.connect() }
        scheduler.start()
        #expect(made == 2)
    }
}
