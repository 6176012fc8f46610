import RxCore
import RxTesting
import Testing

struct SharedSequenceConversionTests {
    @Test func infallible_asDriver_deliversOnTheSharingSchedulerAndReplays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asInfallible(onErrorJustReturn: -1).asDriver()
            scheduler.scheduleAt(200) { _ = driver.drive(first) }
            scheduler.scheduleAt(250) { _ = driver.drive(late) }
            scheduler.start()
        }
        #expect(first.events == [.next(211, 1), .next(221, 2), .completed(301)])
        #expect(late.events == [.next(250, 2), .completed(301)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func asSharedSequence_withANamedStrategy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
        let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSharedSequence(
                sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: -1)
            let driven = xs.asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: Driver.just(-2))
            let recovered = xs.asSharedSequence(
                sharingStrategy: DriverSharingStrategy.self,
                onErrorRecover: { _ in Driver.just(-3) })
            scheduler.scheduleAt(200) {
                _ = signal.emit(to: observers[0])
                _ = driven.drive(observers[1])
                _ = recovered.drive(observers[2])
            }
            // A signal replays nothing to a late subscriber.
            scheduler.scheduleAt(215) { _ = signal.emit(to: late) }
            scheduler.start()
        }
        #expect(observers[0].events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        #expect(observers[1].events == [.next(211, 1), .next(221, 2), .next(232, -2), .completed(232)])
        #expect(observers[2].events == [.next(211, 1), .next(221, 2), .next(232, -3), .completed(232)])
        #expect(late.events == [.next(221, 2), .next(231, -1), .completed(231)])
    }

    @Test func asSharedSequence_takesItsStrategyFromTheContext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver: Driver<Int> = xs.asSharedSequence(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { _ = driver.drive() }
            scheduler.scheduleAt(230) { _ = driver.drive(late) }
            scheduler.start()
        }
        #expect(late.events == [.next(230, 2)])
    }

    /// `values` of a driver is a non-throwing stream read on the main actor, where drivers deliver.
    @MainActor @Test func values_isANonThrowingStreamThatEndsWithTheSequence() async {
        let driver = Observable.of(1, 2, 3).asDriver(onErrorJustReturn: 0)
        var seen: [Int] = []
        for await value in driver.values {
            seen.append(value)
        }
        #expect(seen == [1, 2, 3])
    }

    @MainActor @Test func values_releasingTheStreamDisposesTheSubscription() {
        final class Events { var log: [String] = [] }
        let events = Events()
        let subject = PublishSubject<Int>()
        let signal =
            subject
            .do(
                onSubscribe: { events.log.append("subscribed") }, onDispose: { events.log.append("disposed") }
            )
            .asSignal(onErrorJustReturn: 0)
        var stream: AsyncStream<Int>? = signal.values
        #expect(events.log == ["subscribed"])
        #expect(stream != nil)
        stream = nil
        #expect(events.log == ["subscribed", "disposed"])
    }
}
