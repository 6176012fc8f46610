import RxCore
import RxTesting
import Testing

/// The operators that schedule work of their own, in virtual time: a subscriber that disposes its
/// subscription from inside `onNext` gets nothing more (no scheduled delivery is still made), and every
/// source subscription ends at that instant.
struct TimedOperatorDisposalTests {
    struct TimedCase: CustomStringConvertible, @unchecked Sendable {
        let description: String
        /// Virtual time between the disposal and the source subscription's end (`subscribe(on:)`
        /// disposes on its scheduler, which runs scheduled work one tick later).
        var disposalDelay = 0
        let make: (Observable<Int>, TestScheduler) -> Observable<Int>

        static let all: [TimedCase] = [
            TimedCase(description: "observe(on:)") { $0.observe(on: $1) },
            TimedCase(description: "subscribe(on:)", disposalDelay: 1) { $0.subscribe(on: $1) },
            TimedCase(description: "delay") { $0.delay(.seconds(3), scheduler: $1) },
            TimedCase(description: "delaySubscription") { $0.delaySubscription(.seconds(5), scheduler: $1) },
            TimedCase(description: "debounce") { $0.debounce(.seconds(2), scheduler: $1) },
            TimedCase(description: "throttle") { $0.throttle(.seconds(2), scheduler: $1) },
            TimedCase(description: "throttle(latest: false)") {
                $0.throttle(.seconds(2), latest: false, scheduler: $1)
            },
            TimedCase(description: "timeout") { $0.timeout(.seconds(100), scheduler: $1) },
            TimedCase(description: "timeout(other:)") { source, scheduler in
                source.timeout(.seconds(100), other: Observable.just(-1), scheduler: scheduler)
            },
            TimedCase(description: "take(for:)") { $0.take(for: .seconds(500), scheduler: $1) },
            TimedCase(description: "skip(for:)") { $0.skip(for: .seconds(5), scheduler: $1) },
            TimedCase(description: "sample") { source, scheduler in
                source.sample(Observable<Int>.interval(.seconds(1), scheduler: scheduler))
            },
            TimedCase(description: "buffer") { source, scheduler in
                source.buffer(timeSpan: .seconds(100), count: 1, scheduler: scheduler).map { $0.count }
            },
            TimedCase(description: "window") { source, scheduler in
                source.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).flatMap { $0 }
            },
            TimedCase(description: "just(scheduler:)+concat") { source, scheduler in
                Observable.just(0, scheduler: scheduler).concat(source)
            },
            TimedCase(description: "interval+withLatestFrom") { source, scheduler in
                Observable<Int>.interval(.seconds(1), scheduler: scheduler).withLatestFrom(source)
            },
        ]
    }

    private final class SelfDisposingObserver: ObserverType {
        let scheduler: TestScheduler
        var subscription: Disposable?
        var disposedAt: Int?
        var afterDispose: [Recorded<Event<Int>>] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func on(_ event: Event<Int>) {
            if disposedAt != nil {
                afterDispose.append(Recorded(time: scheduler.clock, value: event))
                return
            }
            if case .next = event, let subscription {
                disposedAt = scheduler.clock
                subscription.dispose()
            }
        }
    }

    @Test(arguments: TimedCase.all)
    func disposingFromInsideOnNext_cancelsScheduledWorkAndEndsTheSourceSubscription(_ operation: TimedCase)
        throws
    {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(211, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(400),
        ])
        let observer = SelfDisposingObserver(scheduler: scheduler)
        scheduler.scheduleAt(200) {
            observer.subscription = operation.make(xs.asObservable(), scheduler).subscribe(observer)
        }
        scheduler.start()
        let disposedAt = try #require(observer.disposedAt)
        #expect(observer.afterDispose.isEmpty)
        #expect(xs.subscriptions.allSatisfy { $0.unsubscribe <= disposedAt + operation.disposalDelay })
    }
}
