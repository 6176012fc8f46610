import Dispatch
import Foundation
import RxCore
import RxTesting
import Synchronization
import Testing

struct ObservableObserveOnTests {
    // MARK: - Virtual time (general implementation: one scheduled action per burst of events)

    @Test func observeOn_deliversEachEventOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 2), .next(221, 3), .completed(231)])
        // The test observable's own subscription ends with its completion (RxTest behaves the same).
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func observeOn_burstIsDrainedInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func observeOn_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func observeOn_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.completed(251)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func observeOn_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1), .error(251, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func observeOn_disposeDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(400)])
        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
        #expect(res.events == [.next(211, 1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    // MARK: - Real queues

    @Test func observeOnSerialQueue_deliversOnTheQueueSeriallyFromManyThreads() async {
        let marker = QueueMarker("observe-on-serial")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.observeOn", serialQueueConfiguration: { marker.mark($0) })
        await assertSerialDelivery(on: scheduler, marker: marker)
    }

    @Test func observeOnConcurrentQueue_deliversSeriallyFromManyThreads() async {
        let queue = DispatchQueue(label: "rx.tests.observeOn.concurrent", attributes: .concurrent)
        let marker = QueueMarker("observe-on-concurrent")
        marker.mark(queue)
        await assertSerialDelivery(on: ConcurrentDispatchQueueScheduler(queue: queue), marker: marker)
    }

    @Test func observeOnSerialQueue_disposeDropsEventsStillQueued() async {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.tests.observeOn.dispose")
        let subject = PublishSubject<Int>()
        let log = ConcurrentLog<Int>()
        let gate = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { deliveringFirst in
            subscription.setDisposable(
                subject.observe(on: scheduler).subscribe(onNext: { value in
                    if value == 0 {
                        deliveringFirst()
                        gate.wait()
                    }
                    log.append(value)
                }))
            subject.onNext(0)
        }
        // 0 is being delivered (the queue is blocked); 1 waits behind it when the subscription goes away.
        subject.onNext(1)
        subscription.dispose()
        gate.signal()
        await waitForSignal { done in
            _ = scheduler.schedule(()) { _ in
                done()
                return Disposables.create()
            }
        }
        #expect(log.snapshot == [0])
    }

    /// Eight threads push 250 elements each at once; the observer must see all 2000, one at a time, on
    /// the scheduler's queue, each thread's elements in the order it sent them, then the completion.
    private func assertSerialDelivery(on scheduler: ImmediateSchedulerType, marker: QueueMarker) async {
        let threads = 8
        let perThread = 250
        let overlap = OverlapDetector()
        let log = ConcurrentLog<Int>()
        let offQueue = Atomic<Int>(0)
        let subscription = SingleAssignmentDisposable()
        let source = Observable<Int>.create { observer in
            let observer = UnsafeObserverBox(observer)
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    for index in 0..<perThread {
                        observer.observer.onNext(thread * perThread + index)
                    }
                }
                observer.observer.onCompleted()
            }
            return Disposables.create()
        }
        await waitForSignal { done in
            subscription.setDisposable(
                source.observe(on: scheduler).subscribe(
                    onNext: { value in
                        overlap.enter()
                        if !marker.isCurrent { offQueue.add(1, ordering: .relaxed) }
                        log.append(value)
                        overlap.leave()
                    },
                    onCompleted: { done() }))
        }
        subscription.dispose()
        let values = log.snapshot
        #expect(values.count == threads * perThread)
        #expect(Set(values) == Set(0..<(threads * perThread)))
        for thread in 0..<threads {
            let fromThread = values.filter { $0 / perThread == thread }
            #expect(fromThread == Array((thread * perThread)..<((thread + 1) * perThread)))
        }
        #expect(overlap.overlapCount == 0)
        #expect(offQueue.load(ordering: .relaxed) == 0)
    }
}

/// Lets the test's producer threads share one observer, as a multi-threaded source would.
private struct UnsafeObserverBox: @unchecked Sendable {
    let observer: AnyObserver<Int>
    init(_ observer: AnyObserver<Int>) { self.observer = observer }
}
