import RxCore
import RxTesting
import Testing

struct PublishRelayTests {
    @Test func publishRelay_lateSubscriber_seesOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { relay.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(300) { relay.asObservable().subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(310) { relay.accept(2) }
        scheduler.start()
        #expect(early.events == [.next(210, 1), .next(310, 2)])
        #expect(late.events == [.next(310, 2)])
    }

    @Test func publishRelay_bind_neverForwardsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createHotObservable([.next(240, 3)])
        let relay = PublishRelay<Int>()
        let res = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) {
            relay.subscribe(res).disposed(by: bag)
            xs.bind(to: relay).disposed(by: bag)
            ys.bind(to: relay).disposed(by: bag)
        }
        scheduler.scheduleAt(500) { bag = DisposeBag() }
        scheduler.start()
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(240, 3)])
        #expect(xs.subscriptions == [Subscription(200, 500)])
        #expect(ys.subscriptions == [Subscription(200, 500)])
    }

    @Test func publishRelay_concurrentAccepts_deliverExactCounts() {
        let relay = PublishRelay<Int>()
        let probe = SubjectConcurrencyProbe(threads: 8)
        let subscription = relay.subscribe(onNext: probe.record)
        probe.send(perThread: 2_500) { relay.accept($0) }
        subscription.dispose()
        #expect(probe.total == 20_000)
        #expect(probe.eachThreadInOrder)
    }
}
