import RxCore
import RxTesting
import Testing

struct ObservableShareTests {
    /// Subscribers: A at 200–300, B at 250–400 (overlapping), C at 500–600 (after everyone left).
    private func runThreeSubscribers(
        _ xs: TestableObservable<Int>, _ share: @escaping (Observable<Int>) -> Observable<Int>
    ) -> [TestableObserver<Int>] {
        let scheduler = xs.testScheduler
        var shared: Observable<Int>!
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        var subscriptions = [Disposable?](repeating: nil, count: 3)
        scheduler.scheduleAt(100) { shared = share(xs.asObservable()) }
        for (index, (start, end)) in [(200, 300), (250, 400), (500, 600)].enumerated() {
            scheduler.scheduleAt(start) { subscriptions[index] = shared.subscribe(observers[index]) }
            scheduler.scheduleAt(end) { subscriptions[index]?.dispose() }
        }
        scheduler.start()
        return observers
    }

    private func coldSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(60, 3), .next(120, 4)])
    }

    @Test func share_replay0_whileConnected_connectsOncePerSubscriberGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share() }
        #expect(res[0].events == [.next(210, 1), .next(220, 2), .next(260, 3)])
        #expect(res[1].events == [.next(260, 3), .next(320, 4)])
        #expect(res[2].events == [.next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_replay1_whileConnected_reconnectsAndLosesTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share(replay: 1) }
        #expect(res[0].events == [.next(210, 1), .next(220, 2), .next(260, 3)])
        #expect(res[1].events == [.next(250, 2), .next(260, 3), .next(320, 4)])
        // Everyone left at 400: the buffer (4) is gone, C starts from a fresh connection.
        #expect(res[2].events == [.next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_replay1_forever_keepsTheBufferAcrossReconnections() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share(replay: 1, scope: .forever) }
        #expect(res[1].events == [.next(250, 2), .next(260, 3), .next(320, 4)])
        // C first gets the element kept from the previous connection, then the new connection's.
        #expect(res[2].events == [.next(500, 4), .next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_replay2_whileConnected_replaysTwoThenForgets() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share(replay: 2) }
        #expect(res[1].events == [.next(250, 1), .next(250, 2), .next(260, 3), .next(320, 4)])
        #expect(res[2].events == [.next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_replay2_forever_keepsTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share(replay: 2, scope: .forever) }
        #expect(res[2].events == [.next(500, 3), .next(500, 4), .next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_replay0_forever_doesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = coldSource(scheduler)
        let res = runThreeSubscribers(xs) { $0.share(scope: .forever) }
        #expect(res[1].events == [.next(260, 3), .next(320, 4)])
        #expect(res[2].events == [.next(510, 1), .next(520, 2), .next(560, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(500, 600)])
    }

    @Test func share_completion_whileConnectedResubscribes_foreverStaysCompleted() {
        for (scope, expected, windows) in [
            (
                SubjectLifetimeScope.whileConnected,
                [Recorded.next(510, 1), .completed(530)],
                [Subscription(200, 230), Subscription(250, 280), Subscription(500, 530)]
            ),
            (.forever, [Recorded.next(500, 1), .completed(500)], [Subscription(200, 230)]),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
            let res = runThreeSubscribers(xs) { $0.share(replay: 1, scope: scope) }
            #expect(res[0].events == [.next(210, 1), .completed(230)])
            #expect(res[2].events == expected)
            #expect(xs.subscriptions == windows)
        }
    }

    @Test func share_error_isDeliveredToAllSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(270, testError)])
        let res = runThreeSubscribers(xs) { $0.share(replay: 1) }
        #expect(res[0].events == [.next(210, 1), .next(260, 2), .error(270, testError)])
        #expect(res[1].events == [.next(250, 1), .next(260, 2), .error(270, testError)])
        #expect(res[2].events == [])
        #expect(xs.subscriptions == [Subscription(200, 270), Subscription(500, 600)])
    }

    @Test func share_subscribeFromInsideOnNext_doesNotDeadlock() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var inner: [Int] = []
        var outer: [Int] = []
        let bag = DisposeBag()
        shared.subscribe(onNext: { value in
            outer.append(value)
            if value == 1 {
                shared.subscribe(onNext: { inner.append($0) }).disposed(by: bag)
            }
        }).disposed(by: bag)
        subject.on(.next(1))
        subject.on(.next(2))
        #expect(outer == [1, 2])
        #expect(inner == [1, 2])
    }

    @Test func share_tenSubscribers_shareOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let shared = xs.map { $0 * 10 }.share()
        let observers = (0..<10).map { _ in scheduler.createObserver(Int.self) }
        scheduler.scheduleAt(200) { observers.forEach { _ = shared.subscribe($0) } }
        scheduler.start()
        for observer in observers {
            #expect(observer.events == [.next(210, 10), .next(220, 20), .completed(300)])
        }
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
