import RxCore
import RxTesting
import Testing

private struct Account: Equatable {
    let email: String
    let attempts: Int
}

struct ObservableDistinctUntilChangedTests {
    @Test func distinctUntilChanged_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func distinctUntilChanged_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func distinctUntilChanged_plain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(225, 2), .next(230, 2),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 2), .next(220, 3), .next(225, 2), .completed(250)])
    }

    @Test func distinctUntilChanged_keySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a"), .next(220, "B"), .next(230, "b"), .next(240, "A"), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }
        #expect(res.events == [.next(210, "a"), .next(220, "B"), .next(240, "A"), .completed(250)])
    }

    @Test func distinctUntilChanged_comparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 4), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }
        #expect(res.events == [.next(210, 1), .next(230, 5), .completed(250)])
    }

    @Test func distinctUntilChanged_keyPath() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Account(email: "a@b.co", attempts: 0)),
            .next(220, Account(email: "a@b.co", attempts: 1)),
            .next(230, Account(email: "c@d.co", attempts: 1)),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.email).map(\.attempts) }
        #expect(res.events == [.next(210, 0), .next(230, 1), .completed(250)])
    }

    @Test func distinctUntilChanged_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .error(250, testError)])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 1), .error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func distinctUntilChanged_throwingKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func distinctUntilChanged_throwingComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in throw testError }
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
    }

    @Test func distinctUntilChanged_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        let res = scheduler.start(disposed: 400) { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
