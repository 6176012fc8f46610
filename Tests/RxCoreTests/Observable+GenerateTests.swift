import RxCore
import RxTesting
import Testing

struct ObservableGenerateTests {
    @Test func generate_finite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    @Test func generate_empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { $0 < 3 }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.completed(201)])
    }

    @Test func generate_throwingCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(
                initialState: 0,
                condition: { value -> Bool in
                    if value == 2 { throw testError }
                    return true
                },
                scheduler: scheduler
            ) { $0 + 1 }
        }
        #expect(res.events == [.next(201, 0), .next(202, 1), .error(203, testError)])
    }

    @Test func generate_throwingIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) {
                (_: Int) -> Int in throw testError
            }
        }
        #expect(res.events == [.next(201, 0), .error(202, testError)])
    }

    @Test func generate_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.next(201, 0), .next(202, 1)])
    }

    @Test func generate_defaultSchedulerIsSynchronous() {
        var received: [Int] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 3 })
            .subscribe(onNext: { received.append($0) })
        #expect(received == [1, 3, 9, 27, 81])
    }
}
