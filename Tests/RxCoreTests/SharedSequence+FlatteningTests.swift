import RxCore
import RxTesting
import Testing

/// Drivers of drivers: `switchLatest`, `merge` and `merge(maxConcurrent:)` flatten them into one driver.
/// Every driver is built inside `SharingScheduler.mock`, so each `asDriver` hop costs one tick.
struct SharedSequenceFlatteningTests {
    /// Two hot inner sources, offered as drivers at 210 and 230 by an outer driver that `flatten`
    /// flattens: the inner elements at 215/235 and 225/245, and what the flattened driver got.
    private func twoInnerDrivers(_ flatten: @escaping (Driver<Driver<Int>>) -> Driver<Int>) -> (
        events: [Recorded<Event<Int>>], first: [Subscription], second: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
        let second = scheduler.createHotObservable([.next(225, 10), .next(245, 20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(230, second.asDriver(onErrorJustReturn: -1)),
            ])
            return scheduler.start { flatten(outer.asDriver(onErrorJustReturn: .never())) }
        }
        return (res.events, first.subscriptions, second.subscriptions)
    }

    @Test func switchLatest_followsOnlyTheNewestInnerDriver() {
        let res = twoInnerDrivers { $0.switchLatest() }
        #expect(res.events == [.next(216, 1), .next(246, 20)])
        #expect(res.first == [Subscription(211, 231)])
        #expect(res.second == [Subscription(231, 1000)])
    }

    @Test func merge_keepsEveryInnerDriver() {
        let res = twoInnerDrivers { $0.merge() }
        #expect(res.events == [.next(216, 1), .next(236, 2), .next(246, 20)])
        #expect(res.first == [Subscription(211, 1000)])
        #expect(res.second == [Subscription(231, 1000)])
    }

    @Test func mergeMaxConcurrent_startsTheNextInnerWhenOneCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(5, 10), .completed(10)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            let outer = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: -1)),
                .next(215, second.asDriver(onErrorJustReturn: -1)),
            ])
            return scheduler.start { outer.asDriver(onErrorJustReturn: .never()).merge(maxConcurrent: 1) }
        }
        // `first` runs 211–231 (its completion reaches the merge at 232); `second` waits until then.
        #expect(res.events == [.next(222, 1), .next(238, 10)])
        #expect(first.subscriptions == [Subscription(211, 231)])
        #expect(second.subscriptions == [Subscription(232, 242)])
    }

    @Test func signalOfSignals_switchLatest_staysASignal() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createHotObservable([.next(220, "a"), .next(240, "b")])
        let late = scheduler.createObserver(String.self)
        var early: [Recorded<Event<String>>] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let outer = scheduler.createHotObservable([.next(210, inner.asSignal(onErrorJustReturn: "?"))])
            let signal: Signal<String> = outer.asSignal(onErrorJustReturn: .never()).switchLatest()
            let first = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) { _ = signal.emit(to: first) }
            scheduler.scheduleAt(230) { _ = signal.emit(to: late) }
            scheduler.start()
            early = first.events
        }
        #expect(early == [.next(221, "a"), .next(241, "b")])
        #expect(late.events == [.next(241, "b")])
    }
}
