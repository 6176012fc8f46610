import RxCore
import RxTesting
import Testing

struct ObservableDefaultIfEmptyTests {
    @Test func ifEmptyDefault_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func ifEmptyDefault_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        #expect(res.events == [.next(250, 9), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func ifEmptyDefault_nonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        #expect(res.events == [.next(210, 1), .completed(250)])
    }

    @Test func ifEmptyDefault_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(250, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.ifEmpty(default: 9) }
        #expect(res.events == [.error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func ifEmptyDefault_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(450)] as [Recorded<Event<Int>>])
        let res = scheduler.start(disposed: 400) { xs.ifEmpty(default: 9) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
