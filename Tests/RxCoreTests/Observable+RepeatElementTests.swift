import RxCore
import RxTesting
import Testing

struct ObservableRepeatElementTests {
    @Test func repeatElement_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(42, scheduler: scheduler) }
        #expect(res.events == [.next(201, 42), .next(202, 42), .next(203, 42)])
    }

    @Test func repeatElement_takeOnDefaultScheduler() {
        var received: [String] = []
        var completed = false
        _ = Observable.repeatElement("a").take(3)
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == ["a", "a", "a"])
        #expect(completed)
    }
}
