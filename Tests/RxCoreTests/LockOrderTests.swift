import Dispatch
import Foundation
import RxCore
import Testing

/// Whether `work`, run on another thread, finishes within `limit` while the calling thread waits: false
/// means it was blocked, typically on a lock the calling thread holds. A bounded wait, so a lock held
/// across the call fails the test instead of hanging it.
func finishesOnAnotherThread(within limit: TimeInterval = 5, _ work: @escaping @Sendable () -> Void) -> Bool {
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        work()
        finished.signal()
    }
    return finished.wait(timeout: .now() + limit) == .success
}

/// A lock that a disposal takes with a bounded wait, recording whether it got it.
final class DisposalLock: @unchecked Sendable {
    let lock = NSLock()
    private let state = NSLock()
    private var results: [Bool] = []

    /// A disposable whose disposal takes `lock` (waiting at most `limit`) and records whether it could.
    func disposable(within limit: TimeInterval = 5) -> Disposable {
        Disposables.create {
            let got = self.lock.lock(before: Date(timeIntervalSinceNow: limit))
            if got { self.lock.unlock() }
            self.state.withLock { self.results.append(got) }
        }
    }

    var disposals: [Bool] { state.withLock { results } }
}

/// The operators the 2653 anomaly goes through call out (replay, dispose) without holding their lock:
/// an observer or a disposal that waits for another thread touching the same operator does not
/// deadlock. Each case fails (after a bounded wait) when the lock is held across the call.
struct LockOrderTests {
    @Test func shareReplay1_replaysToALateSubscriberWithoutItsLock() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        let first = shared.subscribe()
        source.onNext(1)
        var finished: Bool?
        let late = shared.subscribe(onNext: { _ in
            finished = finishesOnAnotherThread { shared.subscribe().dispose() }
        })
        #expect(finished == true)
        late.dispose()
        first.dispose()
    }

    @Test func replaySubject_replaysWithoutItsLock() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1)
        var finished: [Bool] = []
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                finished.append(finishesOnAnotherThread { subject.onNext(2) })
            }
        })
        #expect(finished == [true])
        // The element sent during the replay follows it; it is not lost.
        #expect(received == [1, 2])
        subscription.dispose()
    }

    @Test func replaySubject_reentrantSubscriberKeepsTheOrder() {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onNext(2)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { subject.onNext(3) }
        })
        subject.onNext(4)
        #expect(received == [1, 2, 3, 4])
        subscription.dispose()
    }

    @Test func zipCollection_disposesACompletedSourceWithoutItsLock() {
        let disposal = DisposalLock()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let firstSource = Observable<Int>.create { observer in
            let subscription = first.subscribe(observer)
            return Disposables.create(subscription, disposal.disposable())
        }
        var received: [[Int]] = []
        let subscription = Observable.zip([firstSource, second.asObservable()]).subscribe(onNext: {
            received.append($0)
        })
        first.onNext(1)
        // While `first`'s completion is handled, another thread holds the disposal's lock and sends to zip.
        disposal.lock.lock()
        let holder = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            first.onCompleted()
            holder.signal()
        }
        Thread.sleep(forTimeInterval: 0.1)
        let sent = finishesOnAnotherThread(within: 2) { second.onNext(10) }
        disposal.lock.unlock()
        #expect(holder.wait(timeout: .now() + 10) == .success)
        #expect(sent)
        #expect(disposal.disposals == [true])
        #expect(received == [[1, 10]])
        subscription.dispose()
    }

    @Test func merge_disposesACompletedInnerWithoutItsLock() {
        let disposal = DisposalLock()
        let inner = PublishSubject<Int>()
        let other = PublishSubject<Int>()
        let completing = Observable<Int>.create { observer in
            let subscription = inner.subscribe(observer)
            return Disposables.create(subscription, disposal.disposable())
        }
        var received: [Int] = []
        let subscription = Observable.merge(completing, other.asObservable()).subscribe(onNext: {
            received.append($0)
        })
        disposal.lock.lock()
        let holder = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            inner.onCompleted()
            holder.signal()
        }
        Thread.sleep(forTimeInterval: 0.1)
        let sent = finishesOnAnotherThread(within: 2) { other.onNext(7) }
        disposal.lock.unlock()
        #expect(holder.wait(timeout: .now() + 10) == .success)
        #expect(sent)
        #expect(disposal.disposals == [true])
        #expect(received == [7])
        subscription.dispose()
    }
}
