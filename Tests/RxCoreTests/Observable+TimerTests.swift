import RxCore
import RxTesting
import Testing

struct ObservableTimerTests {
    @Test func timer_oneOffEmitsZeroThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        #expect(res.events == [.next(500, 0), .completed(500)])
    }

    @Test func timer_oneOffDisposedBeforeDue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 499) {
            Observable<Int>.timer(.seconds(300), scheduler: scheduler)
        }
        #expect(res.events == [])
    }

    @Test func timer_oneOffDueAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(1000), scheduler: scheduler) }
        #expect(res.events == [])
    }

    @Test func timer_periodicStartsAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(100), period: .seconds(200), scheduler: scheduler)
        }
        #expect(res.events == [.next(300, 0), .next(500, 1), .next(700, 2), .next(900, 3)])
    }

    @Test func timer_periodicDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) {
            Observable<Int>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
        }
        #expect(res.events == [.next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3)])
    }

    @Test func timer_otherIntegerTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<UInt8>.timer(.seconds(10), scheduler: scheduler) }
        #expect(res.events == [.next(210, UInt8(0)), .completed(210)])
    }
}
