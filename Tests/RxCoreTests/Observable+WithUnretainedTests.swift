import RxCore
import RxTesting
import Testing

struct ObservableWithUnretainedTests {
    private final class Owner {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func withUnretained_pairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.name)\($1)" } }
        #expect(res.events == [.next(210, "o1"), .next(220, "o2"), .completed(230)])
    }

    @Test func withUnretained_completesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("o")
        weak var released = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        var source: Observable<String>!
        scheduler.scheduleAt(100) { source = xs.withUnretained(owner!) { "\($0.name)\($1)" } }
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { source }
        #expect(released == nil)
        #expect(res.events == [.next(210, "o1"), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func withUnretained_forwardsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("o")
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let res = scheduler.start { xs.withUnretained(owner).map { $1 } }
        #expect(res.events == [.error(210, testError)])
    }
}
