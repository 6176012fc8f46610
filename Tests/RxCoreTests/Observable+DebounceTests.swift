import RxCore
import RxTesting
import Testing

struct ObservableDebounceTests {
    @Test func debounce_emitsAfterQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(300, 3), .next(450, 4), .next(480, 5), .completed(500),
        ])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        // 2 is replaced by 3 exactly when its timer would fire; 4 by 5; 5 is flushed by the completion.
        #expect(res.events == [.next(350, 3), .next(500, 5), .completed(500)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
    }

    @Test func debounce_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func debounce_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func debounce_errorDropsPendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(300, 2), .next(320, 3), .error(340, testError),
        ])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1), .error(340, testError)])
        #expect(xs.subscriptions == [Subscription(200, 340)])
    }

    @Test func debounce_completionAfterElementWasEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func debounce_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(500)])
        let res = scheduler.start(disposed: 320) { xs.debounce(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(260, 1)])
        #expect(xs.subscriptions == [Subscription(200, 320)])
    }
}
