import RxCore
import RxTesting
import Testing

struct SignalTests {
    @Test func signal_lateSubscriber_getsNothingReplayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { signal.emit(to: first).disposed(by: bag) }
            scheduler.scheduleAt(300) { signal.emit(to: late).disposed(by: bag) }
            scheduler.scheduleAt(400) { bag = DisposeBag() }
            scheduler.start()
        }
        #expect(first.events == [.next(211, 1), .next(221, 2), .next(321, 3)])
        #expect(late.events == [.next(321, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func asSignal_errorVariants_neverError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        var results: [[Recorded<Event<Int>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
            scheduler.scheduleAt(200) {
                _ = xs.asSignal(onErrorJustReturn: -1).emit(to: observers[0])
                _ = xs.asSignal(onErrorSignalWith: Signal.just(-2)).emit(to: observers[1])
                _ = xs.asSignal(onErrorRecover: { _ in Signal.empty() }).emit(to: observers[2])
            }
            scheduler.start()
            results = observers.map(\.events)
        }
        #expect(results[0] == [.next(211, 1), .next(231, -1), .completed(231)])
        #expect(results[1] == [.next(211, 1), .next(232, -2), .completed(232)])
        #expect(results[2] == [.next(211, 1), .completed(232)])
    }

    @Test func signal_emit_toRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let received = scheduler.createObserver(Int.self)
        var calls: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(received).disposed(by: bag)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                signal.emit(to: publish).disposed(by: bag)
                signal.emit(to: behavior).disposed(by: bag)
                signal.emit(onNext: { calls.append($0) }).disposed(by: bag)
            }
            scheduler.start()
        }
        #expect(received.events == [.next(211, 1), .next(221, 2)])
        #expect(behavior.value == 2)
        #expect(calls == [1, 2])
        #expect(xs.subscriptions == [Subscription(200)])
    }

    @Test func publishRelay_asSignal_deliversAcceptedElementsOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(0) }
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { relay.asSignal() }
        }
        #expect(res.events == [.next(211, 1), .next(221, 2)])
    }
}
