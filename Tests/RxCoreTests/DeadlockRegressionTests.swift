import Dispatch
import RxCore
import Testing

/// Regressions for the lock-order deadlocks of RxSwift's Anomalies tests: many subscriptions made at
/// once from a concurrent queue into one shared sequence that emits as soon as it is subscribed, all
/// zipped. An operator that replays, forwards or disposes while holding its own lock can wait for a lock
/// another thread holds while it waits for this one. Each case runs a few rounds; a hang fails the test
/// after the hang guard (30 s), never a speed check.
@Suite(.serialized)
struct DeadlockRegressionTests {
    private static let rounds = 10
    private static let subscriptions = 1000

    /// A sequence that emits at once on every subscription and never completes, shared by `share`.
    private static func immediatelyEmitting(_ share: (Observable<Void>) -> Observable<Void>) -> Observable<
        Void
    > {
        share(
            Observable<Void>.create { observer in
                observer.on(.next(()))
                return Disposables.create()
            })
    }

    /// Whether every one of `subscriptions` concurrent `take(1)` subscriptions to `shared` got its
    /// element; records a hang-guard issue when that does not happen in time.
    private func subscribeConcurrently(to shared: Observable<Void>, sourceLocation: SourceLocation) async
        -> Bool
    {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let all = Observable.zip(
            (0..<Self.subscriptions).map { _ in
                Observable.just(()).observe(on: scheduler).flatMap { _ in shared }.take(1)
            })
        let completed = await awaitCallback(
            within: .seconds(20), waitingFor: "every subscription's element (a deadlock?)",
            sourceLocation: sourceLocation
        ) { deliver in
            _ = all.subscribe(onCompleted: { deliver(true) })
        }
        return completed == true
    }

    /// Rounds of `subscribeConcurrently`, up to the first that hangs.
    private func run(
        _ share: @escaping (Observable<Void>) -> Observable<Void>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for _ in 0..<Self.rounds {
            let source = Self.immediatelyEmitting(share)
            guard await subscribeConcurrently(to: source, sourceLocation: sourceLocation) else { return }
        }
    }

    @Test func shareReplay1_whileConnected_initialEmission() async {
        await run { $0.share(replay: 1, scope: .whileConnected) }
    }

    @Test func shareReplay2_whileConnected_initialEmission() async {
        await run { $0.share(replay: 2, scope: .whileConnected) }
    }

    @Test func shareReplay1_forever_initialEmission() async {
        await run { $0.share(replay: 1, scope: .forever) }
    }

    @Test func shareReplay2_forever_initialEmission() async {
        await run { $0.share(replay: 2, scope: .forever) }
    }

}
