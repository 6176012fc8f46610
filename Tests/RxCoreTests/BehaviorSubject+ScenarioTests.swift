import RxCore
import RxTesting
import Testing

struct BehaviorSubjectScenarioTests {
    private func run(_ events: [Recorded<Event<Int>>]) -> ([TestableObserver<Int>], TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var subject: BehaviorSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { subject = BehaviorSubject(value: 100) }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, (start, end)) in [(150, 600), (400, 700), (900, 950)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = subject.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return (observers, xs)
    }

    @Test func behaviorSubject_lateSubscribers_getTheCurrentValueFirst() {
        let (observers, xs) = run([.next(70, 1), .next(220, 3), .next(340, 5), .next(410, 6), .next(630, 8)])
        #expect(observers[0].events == [.next(150, 100), .next(220, 3), .next(340, 5), .next(410, 6)])
        #expect(observers[1].events == [.next(400, 5), .next(410, 6), .next(630, 8)])
        #expect(observers[2].events == [.next(900, 8)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func behaviorSubject_completed_lateSubscribersGetOnlyCompletion() {
        let (observers, _) = run([.next(220, 3), .completed(630), .next(640, 9)])
        #expect(observers[1].events == [.next(400, 3), .completed(630)])
        #expect(observers[2].events == [.completed(900)])
    }

    @Test func behaviorSubject_afterCompletion_ignoresElementsAndLaterTerminalEvents() throws {
        let (observers, _) = run([.next(220, 3), .completed(630), .next(640, 9), .error(650, testError)])
        #expect(observers[0].events == [.next(150, 100), .next(220, 3)])
        #expect(observers[1].events == [.next(400, 3), .completed(630)])
        #expect(observers[2].events == [.completed(900)])
        let subject = BehaviorSubject(value: 1)
        subject.on(.completed)
        subject.on(.next(2))
        subject.on(.error(testError))
        #expect(try subject.value() == 1)
    }

    @Test func behaviorSubject_error_lateSubscribersGetTheError() {
        let (observers, _) = run([.next(220, 3), .error(630, testError)])
        #expect(observers[1].events == [.next(400, 3), .error(630, testError)])
        #expect(observers[2].events == [.error(900, testError)])
    }

    @Test func behaviorSubject_value_tracksTheLatestElement() throws {
        let subject = BehaviorSubject(value: 1)
        #expect(try subject.value() == 1)
        subject.on(.next(2))
        #expect(try subject.value() == 2)
        subject.on(.error(testError))
        #expect(throws: (any Error).self) { try subject.value() }
    }

    @Test func behaviorSubject_hasObservers_tracksSubscriptions() {
        let subject = BehaviorSubject(value: 0)
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func behaviorSubject_reentrantSend_doesNotDeadlock() {
        let subject = BehaviorSubject(value: 1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.on(.next(value + 1)) }
        })
        #expect(received == [1, 2, 3])
    }

    @Test func behaviorSubject_concurrentSends_deliverEveryElementExactlyOnce() {
        let subject = BehaviorSubject(value: SubjectConcurrencyProbe.encode(thread: 0, index: 0))
        let probe = SubjectConcurrencyProbe(threads: 8)
        let subscription = subject.subscribe(onNext: probe.record)
        probe.send(perThread: 2_000) { index in
            // Thread 0 starts at index 1: index 0 was the initial value.
            subject.on(.next(index + (index / 1_000_000 == 0 ? 1 : 0)))
        }
        subscription.dispose()
        #expect(probe.total == 16_001)
        #expect(probe.eachThreadInOrder)
    }
}
