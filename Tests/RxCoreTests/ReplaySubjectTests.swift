import RxCore
import RxTesting
import Testing

struct ReplaySubjectTests {
    /// Subject created at 100, fed from `xs` from 200 to 1000; three observers subscribe at 300, 400,
    /// 900 and dispose at 600, 700, 950.
    private func run(
        _ makeSubject: @escaping () -> ReplaySubject<Int>, _ events: [Recorded<Event<Int>>]
    ) -> ([TestableObserver<Int>], TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        var subject: ReplaySubject<Int>!
        var subscription: Disposable!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { subject = makeSubject() }
        scheduler.scheduleAt(200) { subscription = xs.subscribe(subject) }
        scheduler.scheduleAt(1000) { subscription.dispose() }
        for (index, (start, end)) in [(300, 600), (400, 700), (900, 950)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = subject.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return (observers, xs)
    }

    private let infinite: [Recorded<Event<Int>>] = [
        .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
        .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12),
    ]

    @Test func replaySubject_bufferSize3_lateSubscribersGetTheLastThree() {
        let (observers, xs) = run({ ReplaySubject.create(bufferSize: 3) }, infinite)
        #expect(
            observers[0].events == [
                .next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7),
            ])
        #expect(
            observers[1].events == [
                .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8),
            ])
        #expect(observers[2].events == [.next(900, 8), .next(900, 9), .next(900, 10), .next(940, 11)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func replaySubject_bufferSize1_replaysOnlyTheLatest() {
        let (observers, _) = run({ ReplaySubject.create(bufferSize: 1) }, infinite)
        #expect(observers[0].events == [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        #expect(observers[2].events == [.next(900, 10), .next(940, 11)])
    }

    @Test func replaySubject_bufferSize0_replaysNothing() {
        let (observers, _) = run({ ReplaySubject.create(bufferSize: 0) }, infinite)
        #expect(observers[0].events == [.next(340, 5), .next(410, 6), .next(520, 7)])
        #expect(observers[2].events == [.next(940, 11)])
    }

    @Test func replaySubject_unbound_replaysEverythingSinceSubscription() {
        let (observers, xs) = run({ ReplaySubject.createUnbound() }, infinite)
        #expect(
            observers[2].events == [
                .next(900, 3), .next(900, 4), .next(900, 5), .next(900, 6), .next(900, 7), .next(900, 8),
                .next(900, 9), .next(900, 10), .next(940, 11),
            ])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func replaySubject_completed_replaysBufferThenCompletion() {
        let events: [Recorded<Event<Int>>] = [
            .next(70, 1), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6), .completed(630),
            .next(640, 9), .completed(650), .error(660, testError),
        ]
        let (observers, xs) = run({ ReplaySubject.create(bufferSize: 3) }, events)
        #expect(observers[0].events == [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
        #expect(
            observers[1].events == [
                .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .completed(630),
            ])
        #expect(observers[2].events == [.next(900, 4), .next(900, 5), .next(900, 6), .completed(900)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func replaySubject_error_replaysBufferThenError() {
        let events: [Recorded<Event<Int>>] = [
            .next(220, 3), .next(270, 4), .next(340, 5), .error(630, testError), .next(640, 9),
            .completed(650),
        ]
        let (observers, _) = run({ ReplaySubject.create(bufferSize: 2) }, events)
        #expect(observers[1].events == [.next(400, 4), .next(400, 5), .error(630, testError)])
        #expect(observers[2].events == [.next(900, 4), .next(900, 5), .error(900, testError)])
    }

    @Test func replaySubject_dispose_laterSubscribersGetDisposedError() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.on(.next(1))
        var received: [Int] = []
        var errors: [Error] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        #expect(subject.hasObservers)
        subject.dispose()
        #expect(!subject.hasObservers)
        subject.on(.next(2))
        _ = subject.subscribe(onNext: { received.append($0) }, onError: { errors.append($0) })
        #expect(received == [1])
        #expect(errors.count == 1)
        if case .disposed = errors.first as? RxError {
        } else {
            Issue.record("expected RxError.disposed, got \(errors)")
        }
    }

    @Test func replaySubject_hasObservers_tracksSubscriptions() {
        let subject = ReplaySubject<Int>.createUnbound()
        #expect(!subject.hasObservers)
        let first = subject.subscribe(onNext: { _ in })
        let second = subject.subscribe(onNext: { _ in })
        #expect(subject.hasObservers)
        first.dispose()
        #expect(subject.hasObservers)
        second.dispose()
        #expect(!subject.hasObservers)
        _ = subject.subscribe(onNext: { _ in })
        subject.on(.completed)
        #expect(!subject.hasObservers)
    }

    @Test func replaySubject_reentrantSend_doesNotDeadlock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 10)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value < 3 {
                subject.on(.next(value + 1))
            }
        })
        subject.on(.next(1))
        // A subscriber arriving later sees the whole buffer, also sending from inside the replay.
        var late: [Int] = []
        _ = subject.subscribe(onNext: { late.append($0) })
        subscription.dispose()
        #expect(received == [1, 2, 3])
        #expect(late == [1, 2, 3])
    }

    @Test func replaySubject_concurrentSends_deliverEveryElementExactlyOnce() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        let counter = SubjectConcurrencyProbe(threads: 8)
        let subscription = subject.subscribe(onNext: counter.record)
        counter.send(perThread: 2_000) { subject.on(.next($0)) }
        subscription.dispose()
        #expect(counter.total == 16_000)
        #expect(counter.eachThreadInOrder)
    }
}
