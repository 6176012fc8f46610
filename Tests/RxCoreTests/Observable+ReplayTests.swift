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

    @Test func replayAll_lateSubscriberGetsEverythingSinceConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .error(340, testError),
        ])
        var connectable: ConnectableObservable<Int>!
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { connectable = xs.replayAll() }
        scheduler.scheduleAt(200) { _ = connectable.connect() }
        scheduler.scheduleAt(400) { _ = connectable.subscribe(res) }
        scheduler.start()
        #expect(res.events == [.next(400, 3), .next(400, 4), .next(400, 1), .error(400, testError)])
        #expect(xs.subscriptions == [Subscription(200, 340)])
    }
}
