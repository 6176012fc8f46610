import RxCore
import RxTesting
import Testing

struct ObservableDoTests {
    @Test func do_callsEveryHandlerInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(
                onNext: { log.append("onNext \($0)") },
                afterNext: { log.append("afterNext \($0)") },
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("onSubscribe") },
                onSubscribed: { log.append("onSubscribed") },
                onDispose: { log.append("onDispose \(scheduler.clock)") }
            )
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(
            log == [
                "onSubscribe", "onSubscribed", "onNext 1", "afterNext 1", "onNext 2", "afterNext 2",
                "onCompleted", "afterCompleted", "onDispose 250",
            ])
    }

    @Test func do_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        var log: [String] = []
        let res = scheduler.start {
            xs.do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") })
        }
        #expect(res.events == [.next(210, 1), .error(250, testError)])
        #expect(log == ["onError", "afterError"])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func do_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        var disposals = 0
        let res = scheduler.start { xs.do(onDispose: { disposals += 1 }) }
        #expect(res.events == [])
        #expect(disposals == 1)
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func do_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        var completions = 0
        let res = scheduler.start { xs.do(onCompleted: { completions += 1 }) }
        #expect(res.events == [.completed(250)])
        #expect(completions == 1)
    }

    @Test func do_throwingOnNextBecomesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            xs.do(onNext: { if $0 == 2 { throw testError } })
        }
        #expect(res.events == [.next(210, 1), .error(220, testError)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func do_throwingAfterNextFollowsElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.do(afterNext: { _ in throw testError }) }
        #expect(res.events == [.next(210, 1), .error(210, testError)])
    }

    @Test func do_throwingOnCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.do(onCompleted: { throw testError }) }
        #expect(res.events == [.next(210, 1), .error(250, testError)])
    }

    @Test func do_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(420, 2)])
        var disposedAt: [TestTime] = []
        let res = scheduler.start(disposed: 400) { xs.do(onDispose: { disposedAt.append(scheduler.clock) }) }
        #expect(res.events == [.next(210, 1)])
        #expect(disposedAt == [400])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }
}
