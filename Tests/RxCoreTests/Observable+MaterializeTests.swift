import RxCore
import RxTesting
import Testing

struct ObservableMaterializeTests {
    @Test func materialize_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.materialize() }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func materialize_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.materialize() }
        #expect(res.events == [.next(250, Event<Int>.completed), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func materialize_someData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { xs.materialize() }
        #expect(res.events == [.next(210, Event.next(2)), .next(250, Event<Int>.completed), .completed(250)])
    }

    @Test func materialize_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(250, testError)])
        let res = scheduler.start { xs.materialize() }
        #expect(
            res.events == [
                .next(210, Event.next(2)), .next(250, Event<Int>.error(testError)), .completed(250),
            ])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func materialize_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(420, 3)])
        let res = scheduler.start(disposed: 400) { xs.materialize() }
        #expect(res.events == [.next(210, Event.next(2))])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func dematerialize_roundTrip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(250, testError)])
        let res = scheduler.start { xs.materialize().dematerialize() }
        #expect(res.events == [.next(210, 2), .next(220, 3), .error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func dematerialize_innerCompletionEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(3)),
            .completed(250),
        ])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func dematerialize_outerErrorAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .error(250, testError)])
        let res = scheduler.start { xs.dematerialize() }
        #expect(res.events == [.next(210, 1), .error(250, testError)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(150, Event.next(1))])
        let never = scheduler2.start(disposed: 400) { ys.dematerialize() }
        #expect(never.events == [])
        #expect(ys.subscriptions == [Subscription(200, 400)])
    }
}
