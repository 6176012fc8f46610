import RxCore
import RxTesting
import Testing

struct ReplayRelayTests {
    @Test func replayRelay_bufferSize2_replaysTheLastTwo() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let res = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.scheduleAt(230) { relay.accept(3) }
        scheduler.scheduleAt(300) { relay.subscribe(res).disposed(by: bag) }
        scheduler.scheduleAt(310) { relay.accept(4) }
        scheduler.scheduleAt(400) { bag = DisposeBag() }
        scheduler.scheduleAt(410) { relay.accept(5) }
        scheduler.start()
        #expect(res.events == [.next(300, 2), .next(300, 3), .next(310, 4)])
    }

    @Test func replayRelay_unbound_replaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let relay = ReplayRelay<Int>.createUnbound()
        let optionalRelay = ReplayRelay<Int?>.createUnbound()
        let res = scheduler.createObserver(Int.self)
        let optionalRes = scheduler.createObserver(Int?.self)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(to: relay).disposed(by: bag)
            xs.bind(to: optionalRelay).disposed(by: bag)
        }
        scheduler.scheduleAt(300) {
            relay.asObservable().subscribe(res).disposed(by: bag)
            optionalRelay.subscribe(optionalRes).disposed(by: bag)
        }
        scheduler.scheduleAt(400) { bag = DisposeBag() }
        scheduler.start()
        #expect(res.events == [.next(300, 1), .next(300, 2)])
        #expect(optionalRes.events == [.next(300, 1), .next(300, 2)])
        #expect(xs.subscriptions == [Subscription(200, 400), Subscription(200, 400)])
    }

    @Test func replayRelay_concurrentAccepts_deliverExactCounts() {
        let relay = ReplayRelay<Int>.create(bufferSize: 4)
        let probe = SubjectConcurrencyProbe(threads: 8)
        let subscription = relay.subscribe(onNext: probe.record)
        probe.send(perThread: 2_000) { relay.accept($0) }
        subscription.dispose()
        let replayed = SubjectConcurrencyProbe(threads: 8)
        _ = relay.subscribe(onNext: replayed.record)
        #expect(probe.total == 16_000)
        #expect(probe.eachThreadInOrder)
        #expect(replayed.total == 4)
    }
}
