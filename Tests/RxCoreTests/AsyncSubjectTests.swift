import RxCore
import RxTesting
import Testing

struct AsyncSubjectTests {
    /// Subject created at 100, fed from `xs` from 200 to 1000; observers subscribe at 300, 400, 900 and
    /// dispose at 600, 700, 950.
    private func run(_ events: [Recorded<Event<Int>>]) -> ([TestableObserver<Int>], TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var subject: AsyncSubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { subject = AsyncSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, (start, end)) in [(300, 600), (400, 700), (900, 950)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = subject.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return (observers, xs)
    }

    @Test func asyncSubject_infinite_emitsNothing() {
        let (observers, xs) = run([.next(70, 1), .next(220, 3), .next(410, 6), .next(630, 8), .next(940, 11)])
        #expect(observers.allSatisfy { $0.events.isEmpty })
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func asyncSubject_completed_emitsLastToCurrentAndLateSubscribers() {
        let (observers, xs) = run([
            .next(70, 1), .next(220, 3), .next(410, 6), .next(630, 8), .completed(650), .next(660, 9),
            .error(670, testError),
        ])
        #expect(observers[0].events == [])
        #expect(observers[1].events == [.next(650, 8), .completed(650)])
        #expect(observers[2].events == [.next(900, 8), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func asyncSubject_completedWithoutElements_emitsOnlyCompletion() {
        let (observers, _) = run([.next(70, 1), .completed(650)])
        #expect(observers[1].events == [.completed(650)])
        #expect(observers[2].events == [.completed(900)])
    }

    @Test func asyncSubject_error_forgetsTheLastElement() {
        let (observers, xs) = run([.next(220, 3), .next(410, 6), .error(650, testError), .completed(660)])
        #expect(observers[0].events == [])
        #expect(observers[1].events == [.error(650, testError)])
        #expect(observers[2].events == [.error(900, testError)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func asyncSubject_hasObservers_tracksSubscriptions() {
        let subject = AsyncSubject<Int>()
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe(onNext: { _ in })
        subject.on(.completed)
        #expect(!subject.hasObservers)
    }

    @Test func asyncSubject_reentrantSendOnCompletion_doesNotDeadlock() {
        let subject = AsyncSubject<Int>()
        var received: [Int] = []
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            subject.on(.next(value + 1))
            subject.on(.completed)
        })
        subject.on(.next(1))
        subject.on(.completed)
        #expect(received == [1])
    }

    @Test func asyncSubject_concurrentSends_deliverTheLastOnce() {
        let subject = AsyncSubject<Int>()
        let probe = SubjectConcurrencyProbe(threads: 8)
        _ = subject.subscribe(onNext: probe.record)
        probe.send(perThread: 1_000) { subject.on(.next($0)) }
        subject.on(.completed)
        #expect(probe.total == 1)
    }
}
