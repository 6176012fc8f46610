import RxCore
import RxTesting
import Testing

struct TestSchedulerTests {
    @Test func start_usesDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1010, 3)])
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        #expect(createdAt == 100)
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
    }

    @Test func coldObservable_isRelativeToSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let res = scheduler.start { xs.asObservable() }
        #expect(res.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func scheduleRelative_withProcessingDelay_runsOneTickLaterWhenDueNow() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(times == [101, 105])
    }

    @Test func scheduleRelative_withoutProcessingDelay_runsAtCurrentTime() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var times: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        #expect(times == [100])
    }

    @Test func equalTimes_runFirstInFirstOut() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [Int] = []
        for index in 0..<20 {
            scheduler.scheduleAt(50) { order.append(index) }
        }
        scheduler.start()
        #expect(order == Array(0..<20))
    }

    @Test func advanceTo_runsOnlyDueWorkAndMovesClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) { ran.append(scheduler.clock) }
        scheduler.scheduleAt(30) { ran.append(scheduler.clock) }
        scheduler.advanceTo(20)
        #expect(ran == [10])
        #expect(scheduler.clock == 20)
        scheduler.advanceTo(40)
        #expect(ran == [10, 30])
    }

    @Test func stop_haltsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(10) {
            ran.append(10)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { ran.append(20) }
        scheduler.start()
        #expect(ran == [10])
    }

    @Test func disposedWork_doesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        scheduler.start()
        #expect(!ran)
    }

    @Test func resolution_scalesIntervals() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        var at: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
            at = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        #expect(at == 250)
    }

    @Test func recordedEquality_comparesErrorsByValue() {
        let first: [Recorded<Event<Int>>] = [.next(1, 1), .error(2, testError)]
        #expect(first == [.next(1, 1), .error(2, testError)])
        #expect(first != [.next(1, 1), .error(2, testError1)])
        #expect(first != [.next(1, 1), .completed(2)])
        #expect(Recorded.events(.next(5, "x")) == [Recorded(time: 5, value: Event<String>.next("x"))])
    }

    @Test func subscriptionDescription_showsInfinityWhileOpen() {
        #expect(Subscription(200).debugDescription == "(200: Infinity)")
        #expect(Subscription(200, 300) == Subscription(200, 300))
    }
}
