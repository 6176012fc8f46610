import RxCore
import RxTesting
import Testing

struct ObservableTakeUntilTests {
    @Test func takeUntil_preempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
        ])
        let r = scheduler.createHotObservable([.next(150, "a"), .next(225, "b"), .completed(250)])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(225)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_otherNeverSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(220, 3), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 250)])
    }

    @Test func takeUntil_otherEmptyDoesNotStop() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let r = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .next(240, 3), .completed(250)])
        #expect(l.subscriptions == [Subscription(200, 250)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_neverNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1)])
        let r = scheduler.createHotObservable([.next(150, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [])
        #expect(l.subscriptions == [Subscription(200, 1000)])
        #expect(r.subscriptions == [Subscription(200, 1000)])
    }

    @Test func takeUntil_otherError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(240, 3), .completed(250)])
        let r = scheduler.createHotObservable([.error(225, testError)] as [Recorded<Event<String>>])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .error(225, testError)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_sourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .error(225, testError)])
        let r = scheduler.createHotObservable([.next(240, "a")])
        let res = scheduler.start { l.take(until: r) }
        #expect(res.events == [.next(210, 2), .error(225, testError)])
        #expect(l.subscriptions == [Subscription(200, 225)])
        #expect(r.subscriptions == [Subscription(200, 225)])
    }

    @Test func takeUntil_otherFiresImmediately() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let res = scheduler.start { l.take(until: Observable.just(0)) }
        #expect(res.events == [.completed(200)])
        #expect(l.subscriptions == [Subscription(200, 200)])
    }

    @Test func takeUntil_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(210, 2), .next(420, 3)])
        let r = scheduler.createHotObservable([.next(450, "a")])
        let res = scheduler.start(disposed: 400) { l.take(until: r) }
        #expect(res.events == [.next(210, 2)])
        #expect(l.subscriptions == [Subscription(200, 400)])
        #expect(r.subscriptions == [Subscription(200, 400)])
    }
}

/// RxSwift 6 keeps the pre-6 operator names as deprecated aliases; they must keep working.
struct ObservableDeprecatedCombiningAliasTests {
    @available(*, deprecated)
    @Test func deprecatedAliasesForwardToTheCurrentOperators() {
        func collect<Element>(_ source: Observable<Element>) -> [String] {
            var events: [String] = []
            _ = source.subscribe { events.append("\($0)") }
            return events
        }
        let numbers = Observable.of(1, 2, 3, 4)
        #expect(collect(numbers.takeWhile { $0 < 3 }) == ["next(1)", "next(2)", "completed"])
        #expect(collect(numbers.takeUntil(.inclusive) { $0 == 2 }) == ["next(1)", "next(2)", "completed"])
        #expect(collect(numbers.takeUntil(Observable<Int>.never())).count == 5)
        #expect(collect(numbers.skipWhile { $0 < 3 }) == ["next(3)", "next(4)", "completed"])
        #expect(collect(numbers.skipUntil(Observable.just(0))).count == 5)
        #expect(collect(numbers.elementAt(1)) == ["next(2)", "completed"])
        let failing = Observable<Int>.error(testError)
        #expect(collect(failing.catchErrorJustReturn(9)) == ["next(9)", "completed"])
        #expect(collect(failing.catchError { _ in .just(8) }) == ["next(8)", "completed"])
        #expect(collect(Observable.catchError([failing, .just(7)])) == ["next(7)", "completed"])
        var attempts = 0
        let flaky = Observable<Int>.deferred {
            attempts += 1
            return attempts < 2 ? failing : .just(attempts)
        }
        #expect(
            collect(flaky.retryWhen { (errors: Observable<Swift.Error>) in errors }) == [
                "next(2)", "completed",
            ])
    }
}
