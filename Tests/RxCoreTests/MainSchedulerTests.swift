import Dispatch
import Foundation
import RxCore
import Testing

/// These tests need the main queue to be serviced, which the Swift Testing runner does. They run one at
/// a time because `MainScheduler.instance` only runs inline when no other work of it is pending.
@Suite(.serialized)
struct MainSchedulerTests {
    @Test func instance_fromBackgroundRunsOnMainQueue() async {
        let marker = QueueMarker.mainQueue
        let log = ConcurrentLog<Bool>()
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(marker.isCurrent)
                    done()
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == [true])
    }

    @Test func instance_onIdleMainQueueRunsSynchronously() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                MainScheduler.ensureRunningOnMainThread()
                log.append("before")
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("action")
                    return Disposables.create()
                }
                log.append("after")
                done()
            }
        }
        #expect(log.snapshot == ["before", "action", "after"])
    }

    @Test func instance_withWorkPendingEnqueuesInsteadOfRunningInline() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = MainScheduler.instance.schedule(()) { _ in
                    // This action is itself still counted as pending, so the nested one must wait.
                    log.append("outer start")
                    _ = MainScheduler.instance.schedule(()) { _ in
                        log.append("inner")
                        done()
                        return Disposables.create()
                    }
                    log.append("outer end")
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == ["outer start", "outer end", "inner"])
    }

    @Test func asyncInstance_alwaysEnqueues() async {
        let marker = QueueMarker.mainQueue
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                _ = MainScheduler.asyncInstance.schedule(()) { _ in
                    log.append(marker.isCurrent ? "action on main" : "action elsewhere")
                    done()
                    return Disposables.create()
                }
                log.append("block end")
            }
        }
        #expect(log.snapshot == ["block end", "action on main"])
    }

    @Test func observeOnMain_deliversEveryEventOnMainInOrder() async {
        let marker = QueueMarker.mainQueue
        let log = ConcurrentLog<String>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            DispatchQueue.global().async {
                subscription.setDisposable(
                    Observable.of(1, 2, 3)
                        .observe(on: MainScheduler.instance)
                        .subscribe(
                            onNext: { log.append(marker.isCurrent ? "\($0) on main" : "\($0) elsewhere") },
                            onCompleted: {
                                log.append(marker.isCurrent ? "completed on main" : "completed elsewhere")
                                done()
                            }))
            }
        }
        subscription.dispose()
        #expect(log.snapshot == ["1 on main", "2 on main", "3 on main", "completed on main"])
    }
}
