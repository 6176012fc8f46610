import Foundation
import RxCore
import RxTesting
import Testing

/// RxTest's API and behaviour that RxSwift's own suite relies on.
struct RxTestParityTests {
    @Test func hotObservable_recordsWhenOnlyTheSchedulerHoldsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        _ = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)]).subscribe(res)
        scheduler.start()
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
    }

    @Test func hotObservable_isReleasedOnceItsEventsWereSent() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var released: TestableObservable<Int>?
        do {
            let xs = scheduler.createHotObservable([.next(210, 1)])
            released = xs
        }
        #expect(released != nil)
        scheduler.start()
        #expect(released == nil)
    }

    @Test func start_unlabelledFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        let factory = { Observable.just(1) }
        let res = scheduler.start(factory)
        #expect(res.events == [.next(200, 1), .completed(200)])
    }

    @Test func maybeEvent_equality() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.error(testError) == .error(testError))
        #expect(MaybeEvent<Int>.error(testError) != .error(testError1))
        #expect(MaybeEvent<Int>.completed != .success(1))
    }

    @Test func completableEvent_equality() {
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(testError) == .error(testError))
        #expect(CompletableEvent.error(testError) != .error(testError1))
        #expect(CompletableEvent.error(testError) != .completed)
    }

    @Test func errors_matchByDomainCodeAndDescription() {
        let left = NSError(domain: "d", code: 1, userInfo: nil)
        #expect(Event<Int>.error(left) == .error(NSError(domain: "d", code: 1, userInfo: nil)))
        #expect(Event<Int>.error(left) != .error(NSError(domain: "d", code: 2, userInfo: nil)))
        #expect(Event<Int>.error(left) != .error(NSError(domain: "e", code: 1, userInfo: nil)))
    }

    @Test func converter_takesIntervalsAsTimeInterval() {
        let converter = TenSecondConverter()
        #expect(converter.convertToVirtualTimeInterval(30.0) == 3)
        #expect(HistoricalSchedulerTimeConverter().convertToVirtualTimeInterval(2.5) == 2.5)
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: converter)
        var ranAt: Int?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        #expect(ranAt == 3)
    }
}

/// A converter written against RxSwift's protocol: one virtual unit is ten seconds.
private struct TenSecondConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * 10)
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval * 10)
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval / 10) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}
