import RxCore
import RxTesting
import Testing

struct ObservablePublishTests {
    @Test func publish_lateSubscriber_seesOnlyLaterElements_andAReconnectionHasAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .completed(600),
        ])
        var connectable: ConnectableObservable<Int>!
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let next = scheduler.createObserver(Int.self)
        var connection: Disposable!
        scheduler.scheduleAt(100) { connectable = xs.publish() }
        scheduler.scheduleAt(200) { _ = connectable.subscribe(early) }
        scheduler.scheduleAt(300) { connection = connectable.connect() }
        scheduler.scheduleAt(350) { _ = connectable.subscribe(late) }
        scheduler.scheduleAt(400) { connection.dispose() }
        scheduler.scheduleAt(450) { _ = connectable.subscribe(next) }
        scheduler.scheduleAt(500) { connection = connectable.connect() }
        scheduler.start()
        #expect(early.events == [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        #expect(late.events == [.next(360, 5), .next(370, 6), .next(390, 7)])
        #expect(next.events == [.completed(600)])
        #expect(xs.subscriptions == [Subscription(300, 400), Subscription(500, 600)])
    }
}
