import RxCore
import RxTesting
import Synchronization
import Testing

struct BehaviorRelayTests {
    @Test func behaviorRelay_subscribers_getTheCurrentValueThenChanges() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: "a")
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) { relay.subscribe(early).disposed(by: bag) }
        scheduler.scheduleAt(210) { relay.accept("b") }
        scheduler.scheduleAt(300) { relay.asObservable().subscribe(late).disposed(by: bag) }
        scheduler.scheduleAt(310) { relay.accept("c") }
        scheduler.scheduleAt(400) { bag = DisposeBag() }
        scheduler.scheduleAt(410) { relay.accept("d") }
        scheduler.start()
        #expect(early.events == [.next(200, "a"), .next(210, "b"), .next(310, "c")])
        #expect(late.events == [.next(300, "b"), .next(310, "c")])
        #expect(relay.value == "d")
    }

    @Test func behaviorRelay_value_tracksAccept() {
        let relay = BehaviorRelay(value: 0)
        #expect(relay.value == 0)
        relay.accept(5)
        #expect(relay.value == 5)
    }

    @Test func behaviorRelay_bind_toSeveralRelaysAndOptionalRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) {
            xs.bind(to: first, second).disposed(by: bag)
            xs.bind(to: optional).disposed(by: bag)
        }
        scheduler.scheduleAt(300) { bag = DisposeBag() }
        scheduler.start()
        #expect(first.value == 2)
        #expect(second.value == 2)
        #expect(optional.value == 2)
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(200, 300)])
    }

    @Test func behaviorRelay_concurrentAccepts_deliverExactCounts() {
        let relay = BehaviorRelay(value: SubjectConcurrencyProbe.encode(thread: 0, index: 0))
        let probe = SubjectConcurrencyProbe(threads: 8)
        let subscription = relay.subscribe(onNext: probe.record)
        probe.send(perThread: 2_500) { value in
            relay.accept(value / 1_000_000 == 0 ? value + 1 : value)
        }
        subscription.dispose()
        #expect(probe.total == 20_001)
        #expect(probe.eachThreadInOrder)
        // The final value is the last element some thread sent.
        #expect(relay.value % 1_000_000 >= 2_499)
    }
}
