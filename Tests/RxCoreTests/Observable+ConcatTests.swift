import RxCore
import RxTesting
import Testing

struct ObservableConcatTests {
    @Test func concat_subscribesNextOnlyAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 230)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func concat_secondInstanceForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs1.concat(xs2) }
        #expect(res.events == [.next(210, 1), .next(240, 3), .completed(250)])
        #expect(xs2.subscriptions == [Subscription(230, 250)])
    }

    @Test func concat_sequenceAndCollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }
        #expect(res.events == [.next(210, 1), .next(240, 2), .completed(260)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createColdObservable([.next(10, 1), .completed(30)])
        let lazySources = (0..<3).lazy.map { _ in ys.asObservable() }
        let res2 = scheduler2.start { Observable.concat(lazySources) }
        #expect(res2.events == [.next(210, 1), .next(240, 1), .next(270, 1), .completed(290)])
        #expect(ys.subscriptions == [Subscription(200, 230), Subscription(230, 260), Subscription(260, 290)])
    }

    @Test func concat_emptyList() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.concat([Observable<Int>]()) }
        #expect(res.events == [.completed(200)])
    }

    @Test func concat_neverBlocksTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs1.subscriptions == [Subscription(200, 1000)])
        #expect(xs2.subscriptions == [])
    }

    @Test func concat_errorStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [])
    }

    @Test func concat_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 400) { Observable.concat(xs1.asObservable(), xs2.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [Subscription(220, 400)])
    }

    @Test func concat_instanceOnObservableOfObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .completed(50)])
        let ys2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs = scheduler.createHotObservable([
            .next(210, ys1.asObservable()), .next(220, ys2.asObservable()), .completed(230),
        ])
        let res = scheduler.start { xs.concat() }
        #expect(res.events == [.next(220, 1), .next(270, 2), .completed(280)])
        #expect(ys1.subscriptions == [Subscription(210, 260)])
        #expect(ys2.subscriptions == [Subscription(260, 280)])
    }

    @Test func concat_longSynchronousChainDoesNotOverflowTheStack() {
        let sources = (0..<50_000).map { Observable.just($0) }
        var count = 0
        var last = -1
        var completed = false
        _ = Observable.concat(sources).subscribe(
            onNext: {
                count += 1; last = $0
            },
            onCompleted: { completed = true })
        #expect(count == 50_000)
        #expect(last == 49_999)
        #expect(completed)
    }
}

struct ObservableConcatNestingTests {
    @Test func concat_deeplyNestedChainRunsFlat() {
        var chain = Observable.just(0)
        for value in 1..<20_000 {
            chain = chain.concat(Observable.just(value))
        }
        var count = 0
        var last = -1
        var completed = false
        _ = chain.subscribe(
            onNext: {
                count += 1; last = $0
            },
            onCompleted: { completed = true })
        #expect(count == 20_000)
        #expect(last == 19_999)
        #expect(completed)
    }

    @Test func concat_nestedKeepsOrderAndWindows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start { xs1.concat(xs2).concat(xs3) }
        #expect(res.events == [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        #expect(xs1.subscriptions == [Subscription(200, 220)])
        #expect(xs2.subscriptions == [Subscription(220, 240)])
        #expect(xs3.subscriptions == [Subscription(240, 260)])
    }
}
