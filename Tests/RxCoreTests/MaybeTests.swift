import RxCore
import RxTesting
import Testing

struct MaybeTests {
    @Test func maybe_create_success_error_completed() {
        for (event, expected) in [
            (MaybeEvent<Int>.success(1), [Recorded.next(200, 1), .completed(200)]),
            (.error(testError), [.error(200, testError)]),
            (.completed, [.completed(200)]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Maybe<Int>.create { observer in
                    observer(event)
                    observer(.success(99))
                    return Disposables.create()
                }.asObservable()
            }
            #expect(res.events == expected)
        }
    }

    @Test func maybe_subscribe_callsTheRightHandlerThenDisposed() {
        var calls: [String] = []
        _ = Maybe.just(1).subscribe(
            onSuccess: { calls.append("success \($0)") }, onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        _ = Maybe<Int>.empty().subscribe(
            onSuccess: { _ in calls.append("success") }, onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        _ = Maybe<Int>.error(testError).subscribe(
            onError: { _ in calls.append("error") }, onDisposed: { calls.append("disposed") })
        #expect(calls == ["success 1", "disposed", "completed", "disposed", "error", "disposed"])
    }

    @Test func asMaybe_empty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asMaybe_oneElement_emitsItOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        #expect(res.events == [.next(250, 1), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func asMaybe_twoElements_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.asMaybe().asObservable() }
        #expect(res.events.first?.time == 230)
        #expect(isRxError(res.events.first?.value.error, .moreThanOneElement))
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func maybe_never_emitsNothing() {
        let res = TestScheduler(initialClock: 0).start { Maybe<Int>.never().asObservable() }
        #expect(res.events == [])
    }
}
