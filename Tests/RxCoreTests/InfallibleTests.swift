import RxCore
import RxTesting
import Testing

struct InfallibleTests {
    @Test func infallible_create_forwardsNextAndCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
                observer(.next(3))
                return Disposables.create()
            }.asObservable()
        }
        #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func infallible_factories() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Infallible.just(1).asObservable() }.events == [.next(200, 1), .completed(200)])
        #expect(
            TestScheduler(initialClock: 0).start { Infallible.of(1, 2).asObservable() }.events
                == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(
            TestScheduler(initialClock: 0).start { Infallible.from([3]).asObservable() }.events
                == [.next(200, 3), .completed(200)])
        #expect(
            TestScheduler(initialClock: 0).start { Infallible<Int>.empty().asObservable() }.events
                == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.never().asObservable() }.events == [])
    }

    @Test func infallible_subscribe_callsNextCompletedDisposed() {
        var calls: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        #expect(calls == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func infallible_bind_toRelaysAndObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let optional = PublishRelay<Int?>()
        let res = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        optional.subscribe(res).disposed(by: bag)
        Infallible.of(1, 2).bind(to: relay).disposed(by: bag)
        Infallible.of(3).bind(to: optional).disposed(by: bag)
        #expect(relay.value == 2)
        #expect(res.events == [.next(0, 3)])
    }
}
