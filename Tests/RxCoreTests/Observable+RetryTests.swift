import RxCore
import RxTesting
import Testing

struct ObservableRetryTests {
    @Test func retry_basicCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(100, 1), .next(150, 2), .next(200, 3), .completed(250),
        ])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
        #expect(xs.subscriptions == [Subscription(200, 450)])
    }

    @Test func retry_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1)])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.next(300, 1)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func retry_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.completed(50)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.retry() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func retry_resubscribesForeverOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .error(250, testError)])
        let res = scheduler.start(disposed: 1100) { xs.retry() }
        #expect(
            res.events == [
                .next(300, 1), .next(350, 2), .next(550, 1), .next(600, 2), .next(800, 1), .next(850, 2),
                .next(1050, 1),
            ])
        #expect(
            xs.subscriptions == [
                Subscription(200, 450), Subscription(450, 700), Subscription(700, 950),
                Subscription(950, 1100),
            ])
    }

    @Test func retryCount_givesUpWithLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .error(10, testError)])
        let res = scheduler.start { xs.retry(3) }
        #expect(res.events == [.next(205, 1), .next(215, 1), .next(225, 1), .error(230, testError)])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    @Test func retryCount_succeedsWithinAttempts() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? Observable.error(testError) : Observable.just(attempts)
        }
        let res = scheduler.start { source.retry(5) }
        #expect(res.events == [.next(200, 3), .completed(200)])
        #expect(attempts == 3)
    }

    @Test func retryCount_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 1), .error(150, testError)])
        let res = scheduler.start(disposed: 400) { xs.retry(3) }
        #expect(res.events == [.next(300, 1)])
        #expect(xs.subscriptions == [Subscription(200, 350), Subscription(350, 400)])
    }

    @Test func retry_synchronousErrorsDoNotOverflowTheStack() {
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 20_000 ? Observable.error(testError) : Observable.just(attempts)
        }
        var received: [Int] = []
        _ = source.retry().subscribe(onNext: { received.append($0) })
        #expect(received == [20_000])
    }
}
