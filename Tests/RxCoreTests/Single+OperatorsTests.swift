import RxCore
import RxTesting
import Testing

struct SingleOperatorsTests {
    @Test func single_map_flatMap_variants() {
        var results: [String] = []
        _ = Single.just(2).map { $0 * 3 }.subscribe(onSuccess: { results.append("map \($0)") })
        _ = Single.just(2).flatMap { Single.just($0 + 1) }.subscribe(onSuccess: {
            results.append("flatMap \($0)")
        })
        _ = Single.just(2).flatMapMaybe { _ in Maybe<Int>.empty() }.subscribe(
            onSuccess: { _ in results.append("maybe value") }, onCompleted: { results.append("maybe empty") })
        _ = Single.just(2).flatMapCompletable { _ in Completable.empty() }.subscribe(
            onCompleted: { results.append("completable") })
        _ = Single.just(2).filter { $0 > 5 }.subscribe(onCompleted: { results.append("filtered out") })
        #expect(results == ["map 6", "flatMap 3", "maybe empty", "completable", "filtered out"])
    }

    @Test func single_map_throwing_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).map { _ -> Int in throw testError }.asObservable() }
        #expect(res.events == [.error(200, testError)])
    }

    @Test func single_catch_and_catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start { xs.asSingle().catch { _ in .just(5) }.asObservable() }
        #expect(res.events == [.next(210, 5), .completed(210)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        let other = TestScheduler(initialClock: 0)
        let returned = other.start { Single<Int>.error(testError).catchAndReturn(9).asObservable() }
        #expect(returned.events == [.next(200, 9), .completed(200)])
    }

    @Test func single_retry_resubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start { xs.asSingle().retry(3).asObservable() }
        #expect(res.events == [.error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    @Test func single_timeout_failsWithRxErrorTimeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(50), scheduler: scheduler).asObservable() }
        #expect(res.events.count == 1)
        #expect(res.events.first?.time == 250)
        #expect(isRxError(res.events.first?.value.error, .timeout))
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func single_do_runsSideEffects() {
        var calls: [String] = []
        _ = Single.just(1).do(
            onSuccess: { calls.append("success \($0)") }, afterSuccess: { _ in calls.append("after") },
            onSubscribe: { calls.append("subscribe") }, onDispose: { calls.append("dispose") }
        ).subscribe(onSuccess: { _ in calls.append("observer") })
        #expect(calls == ["subscribe", "success 1", "observer", "after", "dispose"])
    }

    @Test func single_zip_waitsForBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let b = scheduler.createColdObservable([.next(30, 2), .completed(30)])
        let res = scheduler.start {
            Single.zip(a.asSingle(), b.asSingle()) { $0 + $1 }.asObservable()
        }
        #expect(res.events == [.next(230, 3), .completed(230)])
        #expect(a.subscriptions == [Subscription(200, 210)])
        #expect(b.subscriptions == [Subscription(200, 230)])
        var pair: (Int, String)?
        _ = Single.zip(Single.just(1), Single.just("x")).subscribe(onSuccess: { pair = $0 })
        #expect(pair?.0 == 1 && pair?.1 == "x")
    }

    @Test func maybe_operators() {
        var results: [String] = []
        _ = Maybe.just(2).map { $0 * 2 }.subscribe(onSuccess: { results.append("map \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(default: 7).subscribe(onSuccess: { results.append("default \($0)") })
        _ = Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(8)).subscribe(onSuccess: {
            results.append("switch \($0)")
        })
        _ = Maybe<Int>.error(testError).catchAndReturn(9).subscribe(onSuccess: {
            results.append("catch \($0)")
        })
        _ = Maybe.just(3).flatMap { Maybe.just($0 + 1) }.subscribe(onSuccess: {
            results.append("flatMap \($0)")
        })
        #expect(results == ["map 4", "default 7", "switch 8", "catch 9", "flatMap 4"])
    }

    @Test func completable_zip_and_concat() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let zipped = scheduler.start { Completable.zip(a.asCompletable(), b.asCompletable()).asObservable() }
        #expect(zipped.events == [.completed(230)])
        #expect(a.subscriptions == [Subscription(200, 210)])
        #expect(b.subscriptions == [Subscription(200, 230)])
        let other = TestScheduler(initialClock: 0)
        let c = other.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let d = other.createColdObservable([Recorded<Event<Never>>.completed(30)])
        let concatenated = other.start {
            Completable.concat(c.asCompletable(), d.asCompletable()).asObservable()
        }
        #expect(concatenated.events == [.completed(240)])
        #expect(d.subscriptions == [Subscription(210, 240)])
    }
}
