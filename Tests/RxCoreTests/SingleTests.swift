import RxCore
import RxTesting
import Testing

struct SingleTests {
    @Test func single_create_deliversOnlyTheFirstOutcome() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = false
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.success(1))
                observer(.success(2))
                observer(.failure(testError))
                return Disposables.create { disposed = true }
            }.asObservable()
        }
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(disposed)
    }

    @Test func single_create_failure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.create { observer in
                observer(.failure(testError))
                return Disposables.create()
            }.asObservable()
        }
        #expect(res.events == [.error(200, testError)])
    }

    @Test func single_subscribe_callsSuccessThenDisposed() {
        var calls: [String] = []
        _ = Single.just(7).subscribe(
            onSuccess: { calls.append("success \($0)") },
            onFailure: { _ in calls.append("failure") },
            onDisposed: { calls.append("disposed") })
        _ = Single<Int>.error(testError).subscribe(
            onSuccess: { _ in calls.append("success") },
            onFailure: { calls.append("failure \($0)") },
            onDisposed: { calls.append("disposed") })
        #expect(calls == ["success 7", "disposed", "failure \(testError)", "disposed"])
    }

    @Test func single_subscribeObserver_receivesResult() {
        var results: [SingleEvent<Int>] = []
        _ = Single.just(3).subscribe { results.append($0) }
        #expect(results.count == 1)
        #expect((try? results[0].get()) == 3)
    }

    @Test func single_subscribeWithObject_stopsAfterObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        var values: [Int] = []
        let subject = PublishSubject<Int>()
        _ = subject.asSingle().subscribe(with: owner!, onSuccess: { _, value in values.append(value) })
        subject.on(.next(1))
        owner = nil
        subject.on(.completed)
        #expect(values == [])
        #expect(owner == nil)
    }

    @Test func single_never_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.never().asObservable() }
        #expect(res.events == [])
    }

    @Test func single_deferred_makesASinglePerSubscription() {
        var made = 0
        let single = Single<Int>.deferred {
            made += 1
            return .just(made)
        }
        var values: [Int] = []
        _ = single.subscribe(onSuccess: { values.append($0) })
        _ = single.subscribe(onSuccess: { values.append($0) })
        #expect(values == [1, 2])
    }

    @Test func asSingle_oneElement_emitsItOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        #expect(res.events == [.next(250, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asSingle_empty_failsWithNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        #expect(res.events.count == 1)
        #expect(res.events.first?.time == 250)
        #expect(isRxError(res.events.first?.value.error, .noElements))
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asSingle_twoElements_failsWithMoreThanOneElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        #expect(res.events.first?.time == 220)
        #expect(isRxError(res.events.first?.value.error, .moreThanOneElement))
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func asSingle_error_isForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        #expect(res.events == [.error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func asSingle_dispose_unsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(1100)])
        let res = scheduler.start { xs.asSingle().asObservable() }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func single_asMaybe_and_asCompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Single.just(1).asMaybe().asObservable() }
        #expect(maybe.events == [.next(200, 1), .completed(200)])
        let completable = TestScheduler(initialClock: 0).start {
            Single.just(1).asCompletable().asObservable()
        }
        #expect(completable.events == [.completed(200)])
    }
}

/// Whether `error` is the given `RxError` case (RxError is not Equatable).
func isRxError(_ error: Error?, _ expected: RxError) -> Bool {
    guard let error = error as? RxError else { return false }
    return String(describing: error) == String(describing: expected)
}
