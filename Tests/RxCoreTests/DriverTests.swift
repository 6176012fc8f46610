import RxCore
import RxTesting
import Testing

/// Drivers are built inside `SharingScheduler.mock`, so they deliver on the test scheduler; the test
/// scheduler runs work scheduled "now" one tick later, which shows every element went through it.
struct DriverTests {
    @Test func asDriver_onErrorJustReturn_replacesTheErrorAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .error(230, testError),
        ])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
        }
        #expect(res.events == [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func asDriver_onErrorDriveWith_switchesToTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorDriveWith: Driver.of(8, 9)) }
        }
        #expect(res.events == [.next(211, 1), .next(232, 8), .next(233, 9), .completed(234)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func asDriver_onErrorRecover_receivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        var recovered: [String] = []
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append("\(error)")
                    return Driver.just(7)
                })
            }
        }
        #expect(res.events == [.next(211, 1), .next(232, 7), .completed(232)])
        #expect(recovered == ["\(testError)"])
    }

    @Test func driver_lateSubscriber_getsTheLatestElementAndSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3)])
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(300) { driver.drive(late).disposed(by: bag) }
            scheduler.scheduleAt(400) { bag = DisposeBag() }
            scheduler.start()
        }
        #expect(first.events == [.next(211, 1), .next(221, 2), .next(321, 3)])
        #expect(late.events == [.next(300, 2), .next(321, 3)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func driver_afterAllSubscribersLeave_reconnectsWithoutTheOldElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) { driver.drive(first).disposed(by: bag) }
            scheduler.scheduleAt(300) { bag = DisposeBag() }
            scheduler.scheduleAt(400) { driver.drive(second).disposed(by: bag) }
            scheduler.start()
        }
        #expect(first.events == [.next(211, 1), .next(221, 2)])
        #expect(second.events == [.next(411, 1), .next(421, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300), Subscription(400)])
    }

    @Test func driver_factories_deliverOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let just = SharingScheduler.mock(scheduler: scheduler) { scheduler.start { Driver.just(1) } }
        #expect(just.events == [.next(201, 1), .completed(201)])
        let other = TestScheduler(initialClock: 0)
        let of = SharingScheduler.mock(scheduler: other) { other.start { Driver.of(1, 2) } }
        #expect(of.events == [.next(201, 1), .next(202, 2), .completed(203)])
        let third = TestScheduler(initialClock: 0)
        let empty = SharingScheduler.mock(scheduler: third) { third.start { Driver<Int>.empty() } }
        #expect(empty.events == [.completed(201)])
        let fourth = TestScheduler(initialClock: 0)
        let never = SharingScheduler.mock(scheduler: fourth) { fourth.start { Driver<Int>.never() } }
        #expect(never.events == [])
    }

    @Test func driver_drive_toRelaysAndClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbound()
        var calls: [String] = []
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                driver.drive(behavior).disposed(by: bag)
                driver.drive(optional).disposed(by: bag)
                driver.drive(replay).disposed(by: bag)
                driver.drive(
                    onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
                    onDisposed: { calls.append("disposed") }
                ).disposed(by: bag)
            }
            scheduler.start()
        }
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        #expect(behavior.value == 2)
        #expect(optional.value == 2)
        #expect(replayed == [1, 2])
        #expect(calls == ["next 1", "next 2", "completed", "disposed"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func driver_driveWithObject_stopsAfterTheObjectIsGone() {
        final class Owner {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var owner: Owner? = Owner()
        var values: [Int] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            scheduler.scheduleAt(200) {
                _ = driver.drive(with: owner!, onNext: { _, value in values.append(value) })
            }
            scheduler.scheduleAt(215) { owner = nil }
            scheduler.start()
        }
        #expect(values == [1])
    }

    @Test func driver_operators_map_filter_distinct_scan_startWith() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0)
                    .distinctUntilChanged()
                    .filter { $0 != 2 }
                    .map { $0 * 10 }
                    .scan(0, accumulator: +)
                    .startWith(-1)
            }
        }
        #expect(res.events == [.next(200, -1), .next(211, 10), .next(241, 40)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func driver_flatMapLatest_followsTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let inner = scheduler.createColdObservable([.next(20, 0), .next(60, 1)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMapLatest { outer in
                    inner.asDriver(onErrorJustReturn: -1).map { outer * 10 + $0 }
                }
            }
        }
        #expect(res.events == [.next(232, 10), .next(272, 20), .next(312, 21)])
        #expect(inner.subscriptions == [Subscription(211, 251), Subscription(251, 1000)])
    }

    @Test func driver_flatMapFirst_ignoresWhileBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let inner = scheduler.createColdObservable([.next(10, 0), .completed(20)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMapFirst { outer in
                    inner.asDriver(onErrorJustReturn: -1).map { _ in outer }
                }
            }
        }
        #expect(res.events == [.next(222, 1), .next(312, 3)])
        #expect(inner.subscriptions == [Subscription(211, 231), Subscription(301, 321)])
    }

    @Test func driver_withLatestFrom_combineLatest_zip_merge() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        var results: [[Recorded<Event<Int>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let da = a.asDriver(onErrorJustReturn: 0)
            let db = b.asDriver(onErrorJustReturn: 0)
            let observers = (0..<4).map { _ in scheduler.createObserver(Int.self) }
            scheduler.scheduleAt(200) {
                _ = da.withLatestFrom(db) { $0 + $1 }.drive(observers[0])
                _ = Driver.combineLatest(da, db) { $0 + $1 }.drive(observers[1])
                _ = Driver.zip(da, db) { $0 * $1 }.drive(observers[2])
                _ = Driver.merge(da, db).drive(observers[3])
            }
            scheduler.start()
            results = observers.map(\.events)
        }
        #expect(results[0] == [.next(231, 12)])
        #expect(results[1] == [.next(221, 11), .next(231, 12), .next(241, 22)])
        #expect(results[2] == [.next(221, 10), .next(241, 40)])
        #expect(results[3] == [.next(211, 1), .next(221, 10), .next(231, 2), .next(241, 20)])
        #expect(a.subscriptions == [Subscription(200)])
    }

    @Test func driver_debounce_throttle_delay_useTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3)])
        var results: [[Recorded<Event<Int>>]] = []
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
            scheduler.scheduleAt(200) {
                _ = driver.debounce(.seconds(20)).drive(observers[0])
                _ = driver.throttle(.seconds(50), latest: false).drive(observers[1])
                _ = driver.delay(.seconds(5)).drive(observers[2])
            }
            scheduler.start()
            results = observers.map(\.events)
        }
        #expect(results[0] == [.next(236, 2), .next(321, 3)])
        #expect(results[1] == [.next(211, 1), .next(301, 3)])
        #expect(results[2] == [.next(216, 1), .next(221, 2), .next(306, 3)])
    }
}
