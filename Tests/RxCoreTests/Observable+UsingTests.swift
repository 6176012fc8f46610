import RxCore
import RxTesting
import Testing

/// A resource that records the virtual time at which it was disposed.
private final class TestResource: Disposable {
    private let scheduler: TestScheduler
    private(set) var disposedAt: [TestTime] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}

struct ObservableUsingTests {
    @Test func using_complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = TestResource(scheduler: scheduler)
        var factoryCalls = 0
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TestResource in
                    factoryCalls += 1
                    return resource
                }, observableFactory: { _ in xs.asObservable() })
        }
        #expect(factoryCalls == 1)
        #expect(res.events == [.next(300, 1), .completed(400)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(resource.disposedAt == [400])
    }

    @Test func using_error() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = TestResource(scheduler: scheduler)
        let xs = scheduler.createColdObservable([.next(100, 1), .error(200, testError)])
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }
        #expect(res.events == [.next(300, 1), .error(400, testError)])
        #expect(xs.subscriptions == [Subscription(200, 400)])
        #expect(resource.disposedAt == [400])
    }

    @Test func using_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = TestResource(scheduler: scheduler)
        let xs = scheduler.createColdObservable([.next(100, 1), .next(1000, 2)])
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }
        #expect(res.events == [.next(300, 1)])
        #expect(xs.subscriptions == [Subscription(200, 1000)])
        #expect(resource.disposedAt == [1000])
    }

    @Test func using_never() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = TestResource(scheduler: scheduler)
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in Observable.never() })
        }
        #expect(res.events == [])
        #expect(resource.disposedAt == [1000])
    }

    @Test func using_throwingResourceFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using(
                { () throws -> TestResource in throw testError },
                observableFactory: { _ in
                    observableFactoryCalls += 1
                    return Observable.never()
                })
        }
        #expect(res.events == [.error(200, testError)])
        #expect(observableFactoryCalls == 0)
    }

    @Test func using_throwingObservableFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = TestResource(scheduler: scheduler)
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in throw testError })
        }
        #expect(res.events == [.error(200, testError)])
        #expect(resource.disposedAt == [200])
    }
}
