import RxCore
import RxTesting
import Testing

/// `andThen` lets go of the first completable once it has ended, while the second still runs.
struct CompletableAndThenRetentionTests {
    private final class Payload {}

    /// A completable that finishes at 210 and keeps `payload` alive as long as it is referenced.
    private func completable(
        holding payload: Payload, _ end: Recorded<Event<Never>>, on scheduler: TestScheduler
    )
        -> Completable
    {
        scheduler.createHotObservable([end]).asCompletable().do(onCompleted: { _ = payload })
    }

    @Test func firstCompletable_isReleasedOnceItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var payload: Payload? = Payload()
        weak var released = payload
        var first: Completable? = completable(holding: payload!, .completed(210), on: scheduler)
        let subscription = first!.andThen(Observable<Int>.never()).subscribe()
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        payload = nil
        first = nil
        #expect(released == nil)
    }

    @Test func firstCompletable_isReleasedOnceItFails() {
        let scheduler = TestScheduler(initialClock: 0)
        var payload: Payload? = Payload()
        weak var released = payload
        var first: Completable? = completable(holding: payload!, .error(210, testError), on: scheduler)
        let subscription = first!.andThen(Single<Int>.never()).subscribe()
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        payload = nil
        first = nil
        #expect(released == nil)
    }

    @Test func firstCompletable_isKeptWhileItRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        var payload: Payload? = Payload()
        weak var released = payload
        var first: Completable? = completable(holding: payload!, .completed(400), on: scheduler)
        let subscription = first!.andThen(Completable.never()).subscribe()
        defer { subscription.dispose() }
        scheduler.advanceTo(300)
        payload = nil
        first = nil
        #expect(released != nil)
    }
}
