import RxCore
import RxTesting
import Synchronization
import Testing

/// `Hooks` is process-wide, so these run one at a time, restore what they change, and look only at the
/// errors they raise themselves (an id no other test uses).
@Suite(.serialized)
struct HooksTests {
    private static let ownError = TestError(id: 18_001)

    /// Installs a handler that records this suite's errors with their call stacks, runs `body`, and
    /// restores the hooks.
    private func withRecordingHandler(_ body: () -> Void) -> [[String]] {
        let recorded = Mutex<[[String]]>([])
        let original = Hooks.defaultErrorHandler
        let originalCapture = Hooks.customCaptureSubscriptionCallstack
        let originalRecord = Hooks.recordCallStackOnError
        defer {
            Hooks.defaultErrorHandler = original
            Hooks.customCaptureSubscriptionCallstack = originalCapture
            Hooks.recordCallStackOnError = originalRecord
        }
        Hooks.defaultErrorHandler = { callStack, error in
            guard error as? TestError == Self.ownError else { return original(callStack, error) }
            recorded.withLock { $0.append(callStack) }
        }
        body()
        return recorded.withLock { $0 }
    }

    @Test func unhandledErrors_goToTheDefaultErrorHandler() {
        let stacks = withRecordingHandler {
            _ = Observable<Int>.error(Self.ownError).subscribe()
            _ = Single<Int>.error(Self.ownError).subscribe()
            _ = Maybe<Int>.error(Self.ownError).subscribe()
            _ = Completable.error(Self.ownError).subscribe()
            _ = Observable<Int>.error(Self.ownError).subscribe(onError: { _ in })
        }
        #expect(stacks == [[], [], [], []])
    }

    @Test func callStack_isCapturedOnlyWhenRecordingIsOn() {
        let stacks = withRecordingHandler {
            Hooks.customCaptureSubscriptionCallstack = { ["frame1"] }
            _ = Observable<Int>.error(Self.ownError).subscribe()
            Hooks.recordCallStackOnError = true
            _ = Observable<Int>.error(Self.ownError).subscribe()
            _ = Single<Int>.error(Self.ownError).subscribe()
            Hooks.customCaptureSubscriptionCallstack = { ["frame1", "frame2"] }
            _ = Maybe<Int>.error(Self.ownError).subscribe()
            _ = Completable.error(Self.ownError).subscribe()
        }
        #expect(stacks == [[], ["frame1"], ["frame1"], ["frame1", "frame2"], ["frame1", "frame2"]])
    }

    @Test func callStack_isTheOneOfTheSubscriptionNotOfTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let stacks = withRecordingHandler {
            Hooks.recordCallStackOnError = true
            Hooks.customCaptureSubscriptionCallstack = { ["at subscribe"] }
            _ = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, Self.ownError)]).subscribe()
            Hooks.customCaptureSubscriptionCallstack = { ["later"] }
            scheduler.start()
        }
        #expect(stacks == [["at subscribe"]])
    }

    @Test func defaultCapture_isTheThreadsCallStackInDebugBuilds() {
        #if DEBUG
            #expect(!Hooks.customCaptureSubscriptionCallstack().isEmpty)
        #else
            #expect(Hooks.customCaptureSubscriptionCallstack().isEmpty)
        #endif
        #expect(Hooks.recordCallStackOnError == false)
    }
}
