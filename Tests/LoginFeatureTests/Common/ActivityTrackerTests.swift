import LoginFeature
import RxCore
import RxTesting
import Testing

struct ActivityTrackerTests {
    @Test func activeWhileAnyTrackedSequenceRunsAndCountedOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let tracker = ActivityTracker()
        let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let second = scheduler.createColdObservable([Recorded<Event<Int>>.error(50, testError)])
        let active = record(at: 100, on: scheduler, bag: bag) { tracker.asObservable() }
        scheduler.scheduleAt(200) { first.trackActivity(tracker).subscribe().disposed(by: bag) }
        scheduler.scheduleAt(210) {
            second.trackActivity(tracker).subscribe(onError: { _ in }).disposed(by: bag)
        }
        scheduler.start()
        // 200…230 and 210…260 overlap: active from 200 to 260; the error ends the second one.
        #expect(active.events == nexts([(100, false), (200, true), (260, false)]))
        #expect(first.subscriptions == [Subscription(200, 230)])
        #expect(second.subscriptions == [Subscription(210, 260)])
    }

    @Test func disposingATrackedSequenceEndsItsActivity() {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let tracker = ActivityTracker()
        let never = scheduler.createColdObservable([Recorded<Event<Int>>]())
        let active = record(at: 100, on: scheduler, bag: bag) { tracker.asObservable() }
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = never.trackActivity(tracker).subscribe() }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.scheduleAt(310) { subscription?.dispose() }
        scheduler.start()
        #expect(active.events == nexts([(100, false), (200, true), (300, false)]))
    }
}
