import Foundation
import RxCore
import RxTesting
import Testing

struct CurrentThreadSchedulerTests {
    @Test func nestedScheduleRunsAfterOuterWork() {
        var order: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }
        #expect(order == ["outer start", "outer end", "inner"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func disposedQueuedWorkDoesNotRun() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        #expect(!ran)
    }

    @Test func recursiveScheduling_runsIterativelyWithoutStackGrowth() {
        var count = 0
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count = value
            if value < 100_000 { recurse(value + 1) }
        }
        #expect(count == 100_000)
    }
}

struct VirtualTimeSchedulerTests {
    @Test func schedulePeriodic_ticksExactly() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [TestTime] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { state in
            ticks.append(scheduler.clock)
            return state + 1
        }
        scheduler.scheduleAt(31) { periodic.dispose() }
        scheduler.start()
        #expect(ticks == [10, 15, 20, 25, 30])
    }

    @Test func historicalScheduler_usesDates() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: Date?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(60)) { _ in
            seen = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        #expect(seen == start.addingTimeInterval(60))
    }
}

struct DispatchSchedulerTests {
    @Test func serialScheduler_runsInOrderOffTheCaller() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let values = await awaitCallback(waitingFor: "the 100th action") {
            (deliver: @escaping @Sendable ([Int]) -> Void) in
            let collected = Collected()
            for value in 0..<100 {
                _ = scheduler.schedule(value) { value in
                    if collected.append(value) == 100 { deliver(collected.values) }
                    return Disposables.create()
                }
            }
        }
        #expect(values == Array(0..<100))
    }

    @Test func scheduleRelative_firesOnce() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let fired = await awaitCallback(waitingFor: "the relative action") { deliver in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
                deliver(true)
                return Disposables.create()
            }
        }
        #expect(fired == true)
    }
}

final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Int] = []

    func append(_ value: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
        return values.count
    }
}
