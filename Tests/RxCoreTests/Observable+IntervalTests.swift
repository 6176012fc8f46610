import RxCore
import RxTesting
import Testing

struct ObservableIntervalTests {
    @Test func interval_countsEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(
            res.events == [
                .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
                .next(900, 6),
            ])
    }

    @Test func interval_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 350) {
            Observable<Int64>.interval(.seconds(100), scheduler: scheduler)
        }
        #expect(res.events == [.next(300, Int64(0))])
    }

    @Test func interval_disposedBeforeFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.interval(.seconds(100), scheduler: scheduler)
        }
        #expect(res.events == [])
    }

    @Test func interval_sharedSchedulerTicksIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(
                Observable<Int>.interval(.seconds(100), scheduler: scheduler).subscribe(observer))
        }
        scheduler.scheduleAt(250) {
            subscriptions.append(
                Observable<Int>.interval(.seconds(100), scheduler: scheduler).subscribe(observer))
        }
        scheduler.scheduleAt(460) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        #expect(observer.events == [.next(300, 0), .next(350, 0), .next(400, 1), .next(450, 1)])
    }

    @Test func interval_onDispatchQueueCountsInOrderOnTheQueue() async throws {
        let marker = QueueMarker("interval")
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "rx.tests.interval", serialQueueConfiguration: { marker.mark($0) })
        let onQueue = ConcurrentLog<Bool>()
        var received: [Int] = []
        let ticks = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
            .map { tick -> Int in
                onQueue.append(marker.isCurrent)
                return tick
            }
        for try await tick in ticks.values {
            received.append(tick)
            if tick == 4 { break }
        }
        #expect(received == [0, 1, 2, 3, 4])
        #expect(onQueue.snapshot.allSatisfy { $0 })
    }
}
