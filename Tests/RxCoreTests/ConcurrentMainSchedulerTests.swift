import Dispatch
import RxCore
import Testing

/// `ConcurrentMainScheduler` (main queue; at once when already on it) and the controls that subscribe
/// through it.
@Suite(.serialized)
struct ConcurrentMainSchedulerTests {
    @Test func fromABackgroundQueue_runsOnTheMainQueue() async {
        let main = QueueMarker.mainQueue
        let log = ConcurrentLog<Bool>()
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                    log.append(main.isCurrent)
                    done()
                    return Disposables.create()
                }
            }
        }
        #expect(log.snapshot == [true])
    }

    @Test func onTheMainQueue_runsAtOnce_evenWithWorkQueuedBehind() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                DispatchQueue.main.async {
                    log.append("queued")
                    done()
                }
                _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                    log.append("action")
                    return Disposables.create()
                }
                log.append("after")
            }
        }
        #expect(log.snapshot == ["action", "after", "queued"])
    }

    @Test func disposedBeforeItRuns_neverRuns() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                // The main queue is busy with this block, so the action waits in the queue.
                DispatchQueue.global().sync {
                    let scheduled = ConcurrentMainScheduler.instance.schedule(()) { _ in
                        log.append("ran")
                        return Disposables.create()
                    }
                    scheduled.dispose()
                }
                DispatchQueue.main.async { done() }
            }
        }
        #expect(log.snapshot.isEmpty)
    }

    @Test func controlEventAndProperty_subscribeToTheirSourcesOnTheMainQueue() async {
        let main = QueueMarker.mainQueue
        let log = ConcurrentLog<String>()
        let source = Observable<Int>.create { observer in
            log.append(main.isCurrent ? "subscribed on main" : "subscribed elsewhere")
            observer.onNext(1)
            return Disposables.create()
        }
        await waitForSignal { done in
            DispatchQueue.global().async {
                _ = ControlEvent(events: source).subscribe(onNext: { _ in
                    _ = ControlProperty(values: source, valueSink: AnyObserver<Int> { _ in })
                        .subscribe(onNext: { _ in done() })
                })
            }
        }
        #expect(log.snapshot == ["subscribed on main", "subscribed on main"])
    }

    @Test func controlProperty_onTheMainQueue_subscribesAtOnce() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            DispatchQueue.main.async {
                let property = ControlProperty(
                    values: Observable.just("now"), valueSink: AnyObserver<String> { _ in })
                _ = property.subscribe(onNext: { log.append($0) })
                log.append("subscribe returned")
                done()
            }
        }
        #expect(log.snapshot == ["now", "subscribe returned"])
    }
}
