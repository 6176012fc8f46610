import Foundation
import RxCore
import Testing

struct OperationQueueSchedulerTests {
    @Test func schedule_runsTheActionAsAnOperationOfTheQueue() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.queuePriority == .high)
        let ranOnQueue = await awaitCallback(waitingFor: "the scheduled action") { deliver in
            _ = scheduler.schedule(()) { _ in
                deliver(OperationQueue.current === queue)
                return Disposables.create()
            }
        }
        #expect(ranOnQueue == true)
    }

    @Test func disposingBeforeTheOperationStarts_skipsTheAction() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ConcurrentLog<String>()
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        cancelled.dispose()
        _ = await awaitCallback(waitingFor: "the second action") { deliver in
            _ = scheduler.schedule(()) { _ in
                log.append("kept")
                deliver(true)
                return Disposables.create()
            }
            queue.isSuspended = false
        }
        #expect(log.snapshot == ["kept"])
    }

    @Test func observeOn_deliversEveryEventInOrder() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = ConcurrentLog<Int>()
        _ = await awaitCallback(waitingFor: "completion") { deliver in
            _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe(
                onNext: { log.append($0) }, onCompleted: { deliver(true) })
        }
        #expect(log.snapshot == [1, 2, 3])
    }
}
