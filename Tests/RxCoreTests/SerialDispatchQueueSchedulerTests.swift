import Dispatch
import Foundation
import RxCore
import Synchronization
import Testing

struct SerialDispatchQueueSchedulerTests {
    @Test func schedule_runsActionsInOrderOnTheQueueOneAtATime() async {
        let marker = QueueMarker("serial-order")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.serial", serialQueueConfiguration: { marker.mark($0) })
        let log = ConcurrentLog<Int>()
        let wrongQueue = Atomic<Int>(0)
        let overlap = OverlapDetector()
        await waitForSignal { done in
            for index in 0..<200 {
                _ = scheduler.schedule(index) { index in
                    overlap.enter()
                    if !marker.isCurrent { wrongQueue.add(1, ordering: .relaxed) }
                    log.append(index)
                    overlap.leave()
                    if index == 199 { done() }
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == Array(0..<200))
        #expect(wrongQueue.load(ordering: .relaxed) == 0)
        #expect(overlap.overlapCount == 0)
    }

    @Test func schedule_disposedBeforeRunningIsSkipped() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.serial.cancel")
        let gate = DispatchSemaphore(value: 0)
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            _ = scheduler.schedule(()) { _ in
                gate.wait()
                log.append("blocker")
                return Disposables.create()
            }
            let cancelled = scheduler.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("after")
                done()
                return Disposables.create()
            }
            cancelled.dispose()
            gate.signal()
        }
        #expect(log.snapshot == ["blocker", "after"])
    }

    @Test func scheduleRelative_runsOnTheQueueAfterEarlierWork() async {
        let marker = QueueMarker("serial-relative")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.serial.relative", serialQueueConfiguration: { marker.mark($0) }
        )
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
                log.append(marker.isCurrent ? "relative on queue" : "relative elsewhere")
                done()
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                log.append("immediate")
                return Disposables.create()
            }
        }
        #expect(log.snapshot == ["immediate", "relative on queue"])
    }

    @Test func scheduleRelative_disposedTimerNeverFires() async {
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.serial.relative.cancel")
        let log = ConcurrentLog<String>()
        let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            log.append("cancelled timer")
            return Disposables.create()
        }
        cancelled.dispose()
        await waitForSignal { done in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                log.append("later timer")
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == ["later timer"])
    }

    @Test func schedulePeriodic_threadsStateThroughTicksUntilDisposed() async {
        let marker = QueueMarker("serial-periodic")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.serial.periodic", serialQueueConfiguration: { marker.mark($0) }
        )
        let log = ConcurrentLog<Int>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            subscription.setDisposable(
                scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) {
                    state in
                    log.append(marker.isCurrent ? state : -1)
                    if state == 4 {
                        subscription.dispose()
                        done()
                    }
                    return state + 1
                })
        }
        // A tick after disposal would append 5; let a few periods pass on the same queue to give it room.
        await waitForSignal { done in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == [0, 1, 2, 3, 4])
    }

    @Test func initWithConcurrentQueue_staysSerial() async {
        let concurrent = DispatchQueue(label: "rx.tests.concurrent.target", attributes: .concurrent)
        let scheduler = SerialDispatchQueueScheduler(
            queue: concurrent, internalSerialQueueName: "rx.tests.serial.on.concurrent")
        let overlap = OverlapDetector()
        let log = ConcurrentLog<Int>()
        await waitForSignal { done in
            for index in 0..<50 {
                _ = scheduler.schedule(index) { index in
                    overlap.enter()
                    Thread.sleep(forTimeInterval: 0.0005)
                    log.append(index)
                    overlap.leave()
                    if index == 49 { done() }
                    return Disposables.create()
                }
            }
        }
        #expect(overlap.overlapCount == 0)
        #expect(log.snapshot == Array(0..<50))
    }

    @Test func initWithQoS_runsWork() async {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            _ = scheduler.schedule("ran") { value in
                log.append(value)
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == ["ran"])
    }
}
