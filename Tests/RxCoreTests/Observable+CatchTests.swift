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

struct ObservableCatchSequenceTests {
    @Test func catchSequence_movesOnAfterErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .error(20, testError1)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable(), xs3.asObservable()])
        }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [Subscription(220, 240)])
        #expect(xs3.subscriptions == [Subscription(240, 260)])
    }

    @Test func catchSequence_lastErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.error(20, testError)] as [Recorded<Event<Int>>])
        let xs2 = scheduler.createColdObservable([.error(20, testError1)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.error(240, testError1)])
        #expect(xs2.subscriptions == [Subscription(220, 240)])
    }

    @Test func catchSequence_completionStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.catch(sequence: [xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs2.subscriptions == [])
    }

    @Test func catchSequence_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.catch(sequence: [Observable<Int>]()) }
        #expect(res.events == [.completed(200)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let xs = scheduler2.createColdObservable([.next(10, 1)])
        let res2 = scheduler2.start(disposed: 400) { Observable.catch(sequence: [xs.asObservable()]) }
        #expect(res2.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
