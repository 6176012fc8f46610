import RxCore
import RxTesting
import Testing

struct ObservableSwitchLatestTests {
    @Test func switchLatest_data() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .completed(230),
        ])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .next(500, ys3.asObservable()),
            .completed(600),
        ])
        let res = scheduler.start { xs.switchLatest() }
        #expect(
            res.events == [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(510, 301),
                .completed(650),
            ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
        #expect(ys2.subscriptions == [Subscription(400, 450)])
        #expect(ys3.subscriptions == [Subscription(500, 650)])
    }

    @Test func switchLatest_innerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(20, testError)])
        let xs = scheduler.createHotObservable([
            .next(300, ys1.asObservable()), .next(400, ys2.asObservable()), .completed(600),
        ])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(310, 101), .next(410, 201), .error(420, testError)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
        #expect(ys2.subscriptions == [Subscription(400, 420)])
    }

    @Test func switchLatest_outerError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable()), .error(350, testError)])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.next(310, 101), .error(350, testError)])
        #expect(ys1.subscriptions == [Subscription(300, 350)])
    }

    @Test func switchLatest_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Observable<Int>>>])
        let res = scheduler.start { xs.switchLatest() }
        #expect(res.events == [.completed(250)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, Observable<Int>.just(1))])
        let res2 = scheduler2.start { ys.switchLatest() }
        #expect(res2.events == [])
        #expect(ys.subscriptions == [Subscription(200, 1000)])
    }

    @Test func switchLatest_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(300, 103)])
        let xs = scheduler.createHotObservable([.next(300, ys1.asObservable())])
        let res = scheduler.start(disposed: 400) { xs.switchLatest() }
        #expect(res.events == [.next(310, 101)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys1.subscriptions == [Subscription(300, 400)])
    }
}
