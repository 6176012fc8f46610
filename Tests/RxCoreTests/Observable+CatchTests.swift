import RxCore
import RxTesting
import Testing

struct ObservableCatchTests {
    @Test func catch_noErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
        let ys = scheduler.createHotObservable([.next(240, 5), .completed(300)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [.next(210, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(ys.subscriptions == [])
    }

    @Test func catch_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let ys = scheduler.createHotObservable([.next(240, 5)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(ys.subscriptions == [])
    }

    @Test func catch_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.catch { _ in Observable.just(9) } }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func catch_errorSwitches() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 4), .next(240, 5), .completed(300)])
        var handled: [TestTime] = []
        let res = scheduler.start {
            xs.catch { _ in
                handled.append(scheduler.clock)
                return ys.asObservable()
            }
        }
        #expect(handled == [230])
        #expect(res.events == [.next(210, 2), .next(240, 5), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 300)])
    }

    @Test func catch_handlerThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let res = scheduler.start {
            xs.catch { _ -> Observable<Int> in throw testError1 }
        }
        #expect(res.events == [.next(210, 2), .error(230, testError1)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func catch_continuationErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.error(260, testError1)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [.error(260, testError1)])
        #expect(ys.subscriptions == [Subscription(230, 260)])
    }

    @Test func catch_disposeContinuation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(230, testError)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(240, 5), .next(420, 6)])
        let res = scheduler.start(disposed: 400) { xs.catch { _ in ys.asObservable() } }
        #expect(res.events == [.next(240, 5)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(230, 400)])
    }

    @Test func catchAndReturn_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
        let res = scheduler.start { xs.catchAndReturn(7) }
        #expect(res.events == [.next(210, 2), .next(230, 7), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func catchAndReturn_noError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])
        let res = scheduler.start { xs.catchAndReturn(7) }
        #expect(res.events == [.next(210, 2), .completed(230)])
    }
}
