import Dispatch
import RxCore
import RxTesting
import Testing

struct ObservableSubscribeOnTests {
    @Test func subscribeOn_subscribesAndUnsubscribesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test func subscribeOn_completed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.next(210, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func subscribeOn_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .next(150, 1), .error(300, testError),
        ])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [.error(300, testError)])
        #expect(xs.subscriptions == [Subscription(201, 301)])
    }

    @Test func subscribeOn_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(201, 1001)])
    }

    @Test func subscribeOn_disposedBeforeScheduledSubscriptionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let res = scheduler.start(disposed: 201) { xs.subscribe(on: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [])
    }

    @Test func subscribeOn_subscriptionSideEffectsRunOnTheQueue() async {
        let marker = QueueMarker("subscribe-on")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.subscribeOn", serialQueueConfiguration: { marker.mark($0) })
        let log = ConcurrentLog<String>()
        let subscription = SingleAssignmentDisposable()
        let source = Observable<Int>.create { observer in
            log.append(marker.isCurrent ? "subscribed on queue" : "subscribed elsewhere")
            observer.onNext(1)
            return Disposables.create {
                log.append(marker.isCurrent ? "disposed on queue" : "disposed elsewhere")
            }
        }
        await waitForSignal { done in
            subscription.setDisposable(
                source.subscribe(on: scheduler).subscribe(onNext: { log.append("next \($0)") }))
            _ = scheduler.schedule(()) { _ in
                subscription.dispose()
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                done()
                return Disposables.create()
            }
        }
        // Disposal is itself scheduled on the queue, after the action that asked for it.
        await waitForSignal { done in
            _ = scheduler.schedule(()) { _ in
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == ["subscribed on queue", "next 1", "disposed on queue"])
    }
}
