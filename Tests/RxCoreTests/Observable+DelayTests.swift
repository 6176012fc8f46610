import Dispatch
import RxCore
import RxTesting
import Testing

struct ObservableDelayTests {
    private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
    }

    @Test(arguments: [50, 100, 150])
    func delay_shiftsElementsAndCompletion(by dueTime: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start { xs.delay(.seconds(dueTime), scheduler: scheduler) }
        #expect(
            res.events == [
                .next(250 + dueTime, 2), .next(350 + dueTime, 3), .next(450 + dueTime, 4),
                .completed(550 + dueTime),
            ])
        // The source subscription ends when the source completes, not when the completion is delivered.
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func delay_closelySpacedElementsKeepTheirSpacing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(225, 3), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(310, 1), .next(320, 2), .next(325, 3), .completed(330)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func delay_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func delay_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func delay_errorIsNotDelayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.error(250, testError)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func delay_errorAfterDeliveredElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(550, testError))
        let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
        #expect(res.events == [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, testError)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func delay_errorDropsElementsStillWaiting() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .error(550, testError))
        let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
        #expect(res.events == [.next(400, 2), .next(500, 3), .error(550, testError)])
        #expect(xs.subscriptions == [Subscription(200, 550)])
    }

    @Test func delay_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = source(scheduler, end: .completed(550))
        let res = scheduler.start(disposed: 420) { xs.delay(.seconds(100), scheduler: scheduler) }
        #expect(res.events == [.next(350, 2)])
        #expect(xs.subscriptions == [Subscription(200, 420)])
    }

    // MARK: - Real queues

    @Test func delay_onConcurrentQueueKeepsOrder() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let log = ConcurrentLog<String>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            subscription.setDisposable(
                subject.delay(.milliseconds(5), scheduler: scheduler).subscribe(
                    onNext: { log.append("\($0)") },
                    onCompleted: {
                        log.append("completed")
                        done()
                    }))
            DispatchQueue.global().async {
                for value in 1...20 { subject.onNext(value) }
                subject.onCompleted()
            }
        }
        subscription.dispose()
        #expect(log.snapshot == (1...20).map { "\($0)" } + ["completed"])
    }

    @Test func delay_onConcurrentQueueErrorWhileDeliveringComesAfterTheElement() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let log = ConcurrentLog<String>()
        let delivering = DispatchSemaphore(value: 0)
        let acknowledged = DispatchSemaphore(value: 0)
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { done in
            subscription.setDisposable(
                subject.delay(.milliseconds(1), scheduler: scheduler).subscribe(
                    onNext: { value in
                        delivering.signal()
                        // The error arrives while this element is still being delivered.
                        acknowledged.wait()
                        log.append("\(value)")
                    },
                    onError: { _ in
                        log.append("error")
                        done()
                    }))
            DispatchQueue.global().async {
                subject.onNext(1)
                delivering.wait()
                subject.onError(testError)
                acknowledged.signal()
            }
        }
        subscription.dispose()
        #expect(log.snapshot == ["1", "error"])
    }
}
