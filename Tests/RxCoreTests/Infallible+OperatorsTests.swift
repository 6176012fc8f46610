import RxCore
import RxTesting
import Testing

struct InfallibleOperatorsTests {
    @Test func asInfallible_onErrorJustReturn_replacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }
        #expect(res.events == [.next(210, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func asInfallible_onErrorFallbackTo_and_onErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let fallback = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: fallback.asInfallible(onErrorJustReturn: 0)).asObservable()
        }
        #expect(res.events == [.next(210, 1), .next(225, 9), .completed(230)])
        #expect(fallback.subscriptions == [Subscription(220, 230)])
        var recovered = 0
        _ = Observable<Int>.error(testError).asInfallible(onErrorRecover: { _ in
            recovered += 1
            return .just(3)
        }).subscribe(onNext: { recovered += $0 })
        #expect(recovered == 4)
    }

    @Test func infallible_map_filter_distinct() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).distinctUntilChanged().filter { $0 != 2 }.map { $0 * 10 }
                .asObservable()
        }
        #expect(res.events == [.next(210, 10), .next(240, 30)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func infallible_flatMapLatest_and_withLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let inner = scheduler.createColdObservable([.next(20, 0), .next(40, 1)])
        let latest = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).flatMapLatest { outer in
                inner.asInfallible(onErrorJustReturn: -1).map { outer * 10 + $0 }
            }.asObservable()
        }
        #expect(latest.events == [.next(230, 10), .next(260, 20), .next(280, 21)])
        #expect(inner.subscriptions == [Subscription(210, 240), Subscription(240, 1000)])
        let other = TestScheduler(initialClock: 0)
        let a = other.createHotObservable([.next(210, 1), .next(240, 2)])
        let b = other.createHotObservable([.next(220, 10), .next(250, 20)])
        let sampled = other.start {
            a.asInfallible(onErrorJustReturn: 0)
                .withLatestFrom(b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.asObservable()
        }
        #expect(sampled.events == [.next(240, 12)])
    }

    @Test func infallible_combineLatest_twoToFour() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let b = scheduler.createHotObservable([.next(220, 10)])
        let c = scheduler.createHotObservable([.next(230, 100)])
        let d = scheduler.createHotObservable([.next(240, 1000)])
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        scheduler.scheduleAt(200) {
            let ia = a.asInfallible(onErrorJustReturn: 0)
            let ib = b.asInfallible(onErrorJustReturn: 0)
            let ic = c.asInfallible(onErrorJustReturn: 0)
            let id = d.asInfallible(onErrorJustReturn: 0)
            _ = Infallible.combineLatest(ia, ib) { $0 + $1 }.bind(to: observers[0])
            _ = Infallible.combineLatest(ia, ib, ic) { $0 + $1 + $2 }.bind(to: observers[1])
            _ = Infallible.combineLatest(ia, ib, ic, id) { $0 + $1 + $2 + $3 }.bind(to: observers[2])
        }
        scheduler.start()
        #expect(observers[0].events == [.next(220, 11), .next(250, 12)])
        #expect(observers[1].events == [.next(230, 111), .next(250, 112)])
        #expect(observers[2].events == [.next(240, 1111), .next(250, 1112)])
    }
}
