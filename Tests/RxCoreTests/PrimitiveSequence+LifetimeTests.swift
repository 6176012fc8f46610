import RxCore
import RxTesting
import Testing

struct PrimitiveSequenceLifetimeTests {
    @Test func delaySubscription_subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let single = scheduler.start { xs.asSingle().delaySubscription(.seconds(30), scheduler: scheduler) }
        #expect(single.events == [.next(240, 1), .completed(240)])
        #expect(xs.subscriptions == [Subscription(230, 240)])

        let completable = TestScheduler(initialClock: 0)
        let res = completable.start {
            Completable.empty().delaySubscription(.seconds(5), scheduler: completable).asObservable()
        }
        #expect(res.events == [.completed(205)])
    }

    @Test func retryWhen_resubscribesWhenTheNotifierEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start {
            xs.asSingle().retry { (errors: Observable<TestError>) in errors.take(2) }
        }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
    }

    @Test func using_holdsTheResourceForTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?
        let res = scheduler.start {
            Single<Int>.using(
                { () -> SerialDisposable in
                    let resource = SerialDisposable()
                    resource.disposable = Disposables.create { disposedAt = scheduler.clock }
                    return resource
                },
                primitiveSequenceFactory: { _ in Single.just(3).delay(.seconds(20), scheduler: scheduler) })
        }
        #expect(res.events == [.next(220, 3), .completed(221)])
        #expect(disposedAt == 221)
    }

    @Test func timer_producesZeroAfterTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let single = scheduler.start { Single<Int>.timer(.seconds(10), scheduler: scheduler) }
        #expect(single.events == [.next(210, 0), .completed(210)])
        let maybe = TestScheduler(initialClock: 0)
        #expect(
            maybe.start { Maybe<Int64>.timer(.seconds(3), scheduler: maybe) }.events == [
                .next(203, 0), .completed(203),
            ])
    }

    @Test func just_onAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(
            scheduler.start { Single.just(1, scheduler: scheduler) }.events == [
                .next(201, 1), .completed(202),
            ])
        let maybe = TestScheduler(initialClock: 0)
        #expect(maybe.start { Maybe.just(2, scheduler: maybe) }.events == [.next(201, 2), .completed(202)])
    }

    @Test func debug_printsAndForwards() {
        var lines: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single.just(1).asObservable().debug("s", output: { lines.append($0) }).asSingle().debug("trait")
        }
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(lines.contains { $0.contains("s -> Event next(1)") })
    }
}
