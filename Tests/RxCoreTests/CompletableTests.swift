import RxCore
import RxTesting
import Testing

struct CompletableTests {
    @Test func completable_create_deliversOnlyTheFirstOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Completable.create { observer in
                observer(.completed)
                observer(.error(testError))
                return Disposables.create()
            }.asObservable()
        }
        #expect(res.events == [.completed(200)])
    }

    @Test func completable_subscribe_handlers() {
        var calls: [String] = []
        _ = Completable.empty().subscribe(
            onCompleted: { calls.append("completed") }, onError: { _ in calls.append("error") },
            onDisposed: { calls.append("disposed") })
        _ = Completable.error(testError).subscribe(
            onCompleted: { calls.append("completed") }, onError: { _ in calls.append("error") },
            onDisposed: { calls.append("disposed") })
        _ = Completable.never().subscribe(onCompleted: { calls.append("never") })
        #expect(calls == ["completed", "disposed", "error", "disposed"])
    }

    @Test func andThen_single_runsAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let second = scheduler.createColdObservable([.next(30, 7), .completed(30)])
        let res = scheduler.start {
            first.asCompletable().andThen(second.asSingle()).asObservable()
        }
        #expect(res.events == [.next(250, 7), .completed(250)])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(second.subscriptions == [Subscription(220, 250)])
    }

    @Test func andThen_error_skipsTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.error(20, testError)])
        let second = scheduler.createColdObservable([.next(30, 7), .completed(30)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        #expect(res.events == [.error(220, testError)])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(second.subscriptions == [])
    }

    @Test func andThen_dispose_disposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
        let second = scheduler.createColdObservable([.next(30, 7), .next(2_000, 8)])
        let res = scheduler.start { first.asCompletable().andThen(second.asObservable()) }
        #expect(res.events == [.next(250, 7)])
        #expect(second.subscriptions == [Subscription(220, 1000)])
    }

    @Test func andThen_chainsCompletablesAndMaybes() {
        var order: [String] = []
        let step: (String) -> Completable = { name in
            Completable.create { observer in
                order.append(name)
                observer(.completed)
                return Disposables.create()
            }
        }
        var result: Int?
        _ = step("a").andThen(step("b")).andThen(Maybe.just(3)).subscribe(onSuccess: { result = $0 })
        #expect(order == ["a", "b"])
        #expect(result == 3)
    }
}
