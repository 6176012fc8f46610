import Dispatch
import RxCore
import Testing

/// Drivers and signals on the real main queue: each gets a `MainScheduler` of its own, so a driver
/// stage that runs inside other main-scheduled work delivers at once (with one shared scheduler, it
/// would find that scheduler busy and wait for a later turn of the main queue). These tests leave
/// `MainScheduler.instance` alone: work pending on it would defer the bindings of main-actor tests
/// running beside them.
@Suite(.serialized)
struct SharedSequenceMainQueueTests {
    @Test func driver_drivenWhileAnotherDriverDelivers_deliversAtOnce() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                let outer = Observable.just("outer").asDriver(onErrorJustReturn: "")
                let inner = Observable.just("inner").asDriver(onErrorJustReturn: "")
                let signal = Observable.just("signal").asSignal(onErrorJustReturn: "")
                _ = outer.drive(onNext: { value in
                    log.append("\(value) starts")
                    _ = inner.drive(onNext: { log.append($0) })
                    _ = signal.emit(onNext: { log.append($0) })
                    log.append("\(value) ends")
                })
                done()
            }
        }
        #expect(log.snapshot == ["outer starts", "inner", "signal", "outer ends"])
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
