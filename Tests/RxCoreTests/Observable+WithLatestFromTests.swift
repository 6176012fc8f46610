import RxCore
import RxTesting
import Testing

struct ObservableWithLatestFromTests {
    @Test func withLatestFrom_simple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let ys = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(
            res.events == [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ])
        #expect(xs.subscriptions == [Subscription(200, 590)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }

    @Test func withLatestFrom_withoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .next(260, 4), .next(340, 6), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [.next(260, "bar"), .next(340, "foo"), .completed(590)])
    }

    @Test func withLatestFrom_neverSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(150, "old")])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [.completed(300)])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func withLatestFrom_firstNeverAndEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(210, "a"), .completed(220)])
        let res = scheduler.start { xs.withLatestFrom(ys) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(ys.subscriptions == [Subscription(200, 220)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let empty = scheduler2.createHotObservable([.completed(230)] as [Recorded<Event<Int>>])
        let zs = scheduler2.createHotObservable([.next(210, "a")])
        let res2 = scheduler2.start { empty.withLatestFrom(zs) }
        #expect(res2.events == [.completed(230)])
        #expect(zs.subscriptions == [Subscription(200, 230)])
    }

    @Test func withLatestFrom_errorFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .error(290, testError)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(260, "4bar"), .error(290, testError)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
        #expect(ys.subscriptions == [Subscription(200, 290)])
    }

    @Test func withLatestFrom_errorSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .next(300, 5), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .error(290, testError)])
        let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }
        #expect(res.events == [.next(260, "4bar"), .error(290, testError)])
        #expect(xs.subscriptions == [Subscription(200, 290)])
        #expect(ys.subscriptions == [Subscription(200, 290)])
    }

    @Test func withLatestFrom_throwingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .next(270, 5), .completed(590)])
        let ys = scheduler.createHotObservable([.next(255, "bar"), .completed(400)])
        let res = scheduler.start {
            xs.withLatestFrom(ys) { value, text -> String in
                if value == 5 { throw testError }
                return "\(value)\(text)"
            }
        }
        #expect(res.events == [.next(260, "4bar"), .error(270, testError)])
        #expect(xs.subscriptions == [Subscription(200, 270)])
        #expect(ys.subscriptions == [Subscription(200, 270)])
    }

    @Test func withLatestFrom_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(260, 4), .next(420, 5)])
        let ys = scheduler.createHotObservable([.next(255, "bar")])
        let res = scheduler.start(disposed: 400) { xs.withLatestFrom(ys) }
        #expect(res.events == [.next(260, "bar")])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }
}
