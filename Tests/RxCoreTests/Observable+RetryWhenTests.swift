import RxCore
import RxTesting
import Testing

/// An error type distinct from `TestError`, for the typed `retry(when:)` overload.
private enum NetworkError: Error {
    case offline
}

struct ObservableRetryWhenTests {
    @Test func retryWhen_neverTriggerNeverRetries() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start { xs.retry(when: { (_: Observable<Error>) in Observable<Int>.never() }) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func retryWhen_triggerResubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
        }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1), .next(290, 1)])
        #expect(
            xs.subscriptions == [
                Subscription(200, 220), Subscription(220, 240), Subscription(240, 260),
                Subscription(260, 280),
                Subscription(280, 300),
            ])
    }

    @Test func retryWhen_triggerCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in errors.take(2) })
        }
        #expect(res.events == [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func retryWhen_triggerErrorIsForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Error>) in
                errors.flatMap { _ -> Observable<Int> in Observable.error(testError1) }
            })
        }
        #expect(res.events == [.next(210, 1), .error(220, testError1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func retryWhen_typedErrorsOnlyRetryMatchingErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts == 1 ? Observable.error(NetworkError.offline) : Observable.error(testError)
        }
        let res = scheduler.start {
            source.retry(when: { (errors: Observable<NetworkError>) in errors.map { _ in 0 } })
        }
        #expect(res.events == [.error(200, testError)])
        #expect(attempts == 2)
    }

    @Test func retryWhen_sourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(when: { (errors: Observable<Error>) in errors }) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func retryWhen_delayedTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let trigger = scheduler.createHotObservable([.next(300, "go"), .completed(500)])
        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Error>) in trigger.asObservable() })
        }
        #expect(res.events == [.next(210, 1), .next(310, 1), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }
}
