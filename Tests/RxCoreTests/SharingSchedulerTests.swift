import Dispatch
import RxCore
import RxTesting
import Synchronization
import Testing

struct SharingSchedulerTests {
    @Test func make_defaultsToANewMainSchedulerEachTime() {
        let first = SharingScheduler.make()
        let second = SharingScheduler.make()
        #expect(first is MainScheduler)
        #expect(second is MainScheduler)
        #expect(first as AnyObject !== second as AnyObject)
        #expect(first as AnyObject !== MainScheduler.instance)
    }

    @Test func mock_overridesOnlyInsideTheClosure_andNests() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            #expect(SharingScheduler.make() as AnyObject === outer)
            #expect(DriverSharingStrategy.scheduler as AnyObject === outer)
            SharingScheduler.mock(scheduler: inner) {
                #expect(SignalSharingStrategy.scheduler as AnyObject === inner)
            }
            #expect(SharingScheduler.make() as AnyObject === outer)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mock_isScopedToTheCallingThread() {
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let scheduler = TestScheduler(initialClock: 0)
            let box = UncheckedBox(scheduler)
            SharingScheduler.mock(scheduler: scheduler) {
                for _ in 0..<1_000 where SharingScheduler.make() as AnyObject !== box.value {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func mock_returnsTheClosureResult() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let value = SharingScheduler.mock(scheduler: scheduler) { 41 + 1 }
        #expect(value == 42)
        #expect(throws: TestError.self) {
            try SharingScheduler.mock(scheduler: scheduler) { throw testError }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }
}
