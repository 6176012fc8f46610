import RxCore
import RxTesting
import Testing

struct ObservableRangeTests {
    @Test func range_normal() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    @Test func range_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    @Test func range_boundaries() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        #expect(res.events == [.next(201, Int.max), .completed(202)])
    }

    @Test func range_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) {
            Observable.range(start: -10, count: 5, scheduler: scheduler)
        }
        #expect(res.events == [.next(201, -10), .next(202, -9), .next(203, -8)])
    }

    @Test func range_defaultSchedulerIsSynchronous() {
        var received: [UInt8] = []
        var completed = false
        _ = Observable<UInt8>.range(start: 250, count: 6)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [250, 251, 252, 253, 254, 255])
        #expect(completed)
    }
}
