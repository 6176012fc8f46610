import RxCore
import RxTesting
import Testing

struct PublishSubjectScenarioTests {
    private func run(_ events: [Recorded<Event<Int>>]) -> ([TestableObserver<Int>], TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var subject: PublishSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { subject = PublishSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, (start, end)) in [(300, 600), (400, 700), (900, 950)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = subject.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return (observers, xs)
    }

    @Test func publishSubject_lateSubscribers_seeOnlyLaterElements() {
        let (observers, xs) = run([
            .next(70, 1), .next(220, 3), .next(340, 5), .next(410, 6), .next(520, 7), .next(630, 8),
            .next(710, 9), .next(940, 11),
        ])
        #expect(observers[0].events == [.next(340, 5), .next(410, 6), .next(520, 7)])
        #expect(observers[1].events == [.next(410, 6), .next(520, 7), .next(630, 8)])
        #expect(observers[2].events == [.next(940, 11)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func publishSubject_terminal_isReplayedToLateSubscribers() {
        let (observers, _) = run([.next(340, 5), .completed(630), .next(640, 9), .error(650, testError)])
        #expect(observers[1].events == [.completed(630)])
        #expect(observers[2].events == [.completed(900)])
    }

    @Test func publishSubject_hasObservers_tracksSubscriptions() {
        let subject = PublishSubject<Int>()
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func publishSubject_dispose_dropsObservers() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.on(.next(1))
        subject.dispose()
        subject.on(.next(2))
        #expect(received == [1])
        #expect(!subject.hasObservers)
    }

    @Test func publishSubject_reentrantSend_doesNotDeadlock() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 { subject.on(.next(value + 1)) }
        })
        subject.on(.next(1))
        #expect(received == [1, 2, 3])
    }

    @Test func publishSubject_concurrentSends_deliverEveryElementExactlyOnce() {
        let subject = PublishSubject<Int>()
        let probe = SubjectConcurrencyProbe(threads: 8)
        let first = subject.subscribe(onNext: probe.record)
        let secondProbe = SubjectConcurrencyProbe(threads: 8)
        let second = subject.subscribe(onNext: secondProbe.record)
        probe.send(perThread: 2_000) { subject.on(.next($0)) }
        first.dispose()
        second.dispose()
        #expect(probe.total == 16_000)
        #expect(secondProbe.total == 16_000)
        #expect(probe.eachThreadInOrder && secondProbe.eachThreadInOrder)
    }
}
