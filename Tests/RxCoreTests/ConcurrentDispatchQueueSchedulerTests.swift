import Dispatch
import Foundation
import RxCore
import Synchronization
import Testing

struct ConcurrentDispatchQueueSchedulerTests {
    @Test func schedule_runsActionsConcurrentlyOnTheQueue() async {
        let queue = DispatchQueue(label: "rx.tests.concurrent", attributes: .concurrent)
        let marker = QueueMarker("concurrent")
        marker.mark(queue)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let log = ConcurrentLog<String>()
        let bothStarted = DispatchGroup()
        bothStarted.enter()
        bothStarted.enter()
        let finished = Atomic<Int>(0)
        await waitForSignal { done in
            for _ in 0..<2 {
                _ = scheduler.schedule(()) { _ in
                    log.append(marker.isCurrent ? "started" : "started elsewhere")
                    bothStarted.leave()
                    // Only returns promptly if the other action is running at the same time.
                    let result = bothStarted.wait(timeout: .now() + 5)
                    log.append(result == .success ? "ended together" : "ended alone")
                    if finished.add(1, ordering: .acquiringAndReleasing).newValue == 2 { done() }
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == ["started", "started", "ended together", "ended together"])
    }

    @Test func scheduleRelative_runsOnTheQueue() async {
        let queue = DispatchQueue(label: "rx.tests.concurrent.relative", attributes: .concurrent)
        let marker = QueueMarker("concurrent-relative")
        marker.mark(queue)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue, leeway: .milliseconds(1))
        let log = ConcurrentLog<Bool>()
        await waitForSignal { done in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2)) { _ in
                log.append(marker.isCurrent)
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == [true])
    }

    @Test func schedulePeriodic_ticksInOrderUntilDisposed() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let log = ConcurrentLog<Int>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            subscription.setDisposable(
                scheduler.schedulePeriodic(10, startAfter: .milliseconds(1), period: .milliseconds(1)) {
                    state in
                    log.append(state)
                    if state == 13 {
                        subscription.dispose()
                        done()
                    }
                    return state + 1
                })
        }
        await waitForSignal { done in
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == [10, 11, 12, 13])
    }

    @Test func observeOn_concurrentSchedulerStillDeliversSerially() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let overlap = OverlapDetector()
        let log = ConcurrentLog<Int>()
        let subject = PublishSubject<Int>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            subscription.setDisposable(
                subject.observe(on: scheduler).subscribe(
                    onNext: { value in
                        overlap.enter()
                        log.append(value)
                        overlap.leave()
                    },
                    onCompleted: { done() }))
            for value in 0..<500 { subject.onNext(value) }
            subject.onCompleted()
        }
        subscription.dispose()
        #expect(overlap.overlapCount == 0)
        #expect(log.snapshot == Array(0..<500))
    }
}
