import Dispatch
import RxCore
import Testing

/// Drivers and signals on the real main queue: each gets a `MainScheduler` of its own, so a driver
/// stage that runs inside other main-scheduled work delivers at once (with one shared scheduler, it
/// would find that scheduler busy and wait for a later turn of the main queue).
@Suite(.serialized)
struct SharedSequenceMainQueueTests {
    @Test func driver_drivenInsideMainSchedulerWork_deliversAtOnce() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append("work starts")
                    _ = Observable.just(1).asDriver(onErrorJustReturn: 0).drive(onNext: {
                        log.append("got \($0)")
                    })
                    _ = Observable.just(2).asSignal(onErrorJustReturn: 0).emit(onNext: {
                        log.append("got \($0)")
                    })
                    log.append("work ends")
                    done()
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == ["work starts", "got 1", "got 2", "work ends"])
    }

    @Test func innerDriver_builtWhileTheOuterDelivers_deliversAtOnce() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                let outer = Observable.of(1, 2).asDriver(onErrorJustReturn: 0)
                _ = outer.flatMap { value in
                    Observable.just(value * 10).asDriver(onErrorJustReturn: 0)
                }.drive(onNext: { log.append("got \($0)") })
                log.append("drive returned")
                done()
            }
        }
        #expect(log.snapshot == ["got 10", "got 20", "drive returned"])
    }

    @Test func driver_subscribedOffTheMainQueue_deliversOnIt() async {
        let main = QueueMarker.mainQueue
        let log = ConcurrentLog<Bool>()
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = Observable.just(1).asDriver(onErrorJustReturn: 0).drive(onNext: { _ in
                    log.append(main.isCurrent)
                    done()
                })
            }
        }
        #expect(log.snapshot == [true])
    }
}
