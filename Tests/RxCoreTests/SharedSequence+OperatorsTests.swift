import RxCore
import RxTesting
import Testing

/// A type of its own that is a shared sequence, as a library's wrapper would be.
private struct Temperature: SharedSequenceConvertibleType {
    typealias SharingStrategy = DriverSharingStrategy
    typealias Element = Int
    let readings: Driver<Int>

    func asSharedSequence() -> Driver<Int> { readings }
}

/// An operator written against the protocol, as libraries beside RxSwift write theirs (RxSwiftExt's
/// `mapTo`, `not`): it only compiles when the operators are declared on the protocol.
extension SharedSequenceConvertibleType where Element == Int {
    fileprivate func isFreezing() -> SharedSequence<SharingStrategy, Bool> {
        map { $0 <= 0 }.distinctUntilChanged()
    }
}

struct SharedSequenceOperatorsTests {
    @Test func operators_workOnAnySharedSequenceConvertibleType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 3), .next(220, -1), .next(230, -4), .next(240, 2)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { Temperature(readings: xs.asDriver(onErrorJustReturn: 0)).isFreezing() }
        }
        #expect(res.events == [.next(211, false), .next(221, true), .next(241, false)])
    }

    @Test func skip_dropsTheFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asDriver(onErrorJustReturn: 0).skip(2) }
        }
        #expect(res.events == [.next(231, 3), .completed(241)])
    }

    @Test func distinctUntilChanged_keyAndComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 11), .next(220, 15), .next(230, 23), .next(240, 27), .next(250, 12),
        ])
        var tens: [Int] = []
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start {
                xs.asSignal(onErrorJustReturn: 0).distinctUntilChanged({ $0 / 10 }) { left, right in
                    tens.append(left * 10 + right)
                    return left == right
                }
            }
        }
        #expect(res.events == [.next(211, 11), .next(231, 23), .next(251, 12)])
        #expect(tens == [11, 12, 22, 21])
    }

    @Test func debug_passesEventsThroughAndStillShares() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observers = (0..<2).map { _ in scheduler.createObserver(Int.self) }
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: 0).map { $0 * 3 }
                .debug("driver", trimOutput: true, file: "F.swift", line: 7, function: "f()")
            scheduler.scheduleAt(200) { _ = driver.drive(observers[0]) }
            scheduler.scheduleAt(215) { _ = driver.drive(observers[1]) }
            scheduler.start()
        }
        #expect(observers[0].events == [.next(211, 3), .next(221, 6), .completed(231)])
        #expect(observers[1].events == [.next(215, 3), .next(221, 6), .completed(231)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func createUnsafe_wrapsTheSourceAsItIs() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let observers = (0..<2).map { _ in scheduler.createObserver(Int.self) }
        SharingScheduler.mock(scheduler: scheduler) {
            let unsafe = Driver<Int>.createUnsafe(source: xs)
            scheduler.scheduleAt(200) {
                _ = unsafe.asObservable().subscribe(observers[0])
                _ = unsafe.asObservable().subscribe(observers[1])
            }
            scheduler.start()
        }
        // Not moved to the scheduler (no extra tick), not shared, the error not caught.
        for observer in observers {
            #expect(observer.events == [.next(210, 1), .error(220, testError)])
        }
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(200, 220)])
    }

    @Test func asInfallible_keepsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start { xs.asSignal(onErrorJustReturn: 0).asInfallible() }
        }
        #expect(res.events == [.next(211, 1), .completed(221)])
    }

    @Test func signal_withUnretained_completesOnceTheObjectIsGone() {
        final class Screen { let name = "login" }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var screen: Screen? = Screen()
        let paired = scheduler.createObserver(String.self)
        let selected = scheduler.createObserver(String.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: 0)
            scheduler.scheduleAt(200) {
                _ = signal.withUnretained(screen!).map { "\($0.name) \($1)" }.emit(to: paired)
                _ = signal.withUnretained(screen!) { "\($0.name)/\($1)" }.emit(to: selected)
            }
            scheduler.scheduleAt(225) { screen = nil }
            scheduler.start()
        }
        #expect(paired.events == [.next(211, "login 1"), .next(221, "login 2"), .completed(231)])
        #expect(selected.events == [.next(211, "login/1"), .next(221, "login/2"), .completed(231)])
    }

    @Test func interval_and_timer_tickOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticks = SharingScheduler.mock(scheduler: scheduler) {
            scheduler.start(disposed: 245) { Driver<Int>.interval(.seconds(10)) }
        }
        #expect(ticks.events == [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
        let other = TestScheduler(initialClock: 0)
        let timer = SharingScheduler.mock(scheduler: other) {
            other.start(disposed: 240) { Signal<Int>.timer(.seconds(5), period: .seconds(15)) }
        }
        #expect(timer.events == [.next(205, 0), .next(220, 1), .next(235, 2)])
    }
}
