import Dispatch
import Foundation
import RxCore
import RxTesting
import Synchronization
import Testing

/// Subscribing and disposing from many threads while elements flow must leave no connection behind.
struct ObservableShareConcurrencyTests {
    /// Subscribes and disposes 4,000 times from 8 threads while a queue sends; returns whether the
    /// subject still has observers afterwards.
    private func churn(_ makeShared: (Observable<Int>) -> Observable<Int>) -> Bool {
        let subject = PublishSubject<Int>()
        let shared = UncheckedBox(makeShared(subject.asObservable()))
        let sender = DispatchQueue(label: "sender")
        let stop = Atomic<Bool>(false)
        let subjectBox = UncheckedBox(subject)
        sender.async {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                subjectBox.value.on(.next(value))
                value += 1
            }
        }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                shared.value.subscribe(onNext: { _ in }).dispose()
            }
        }
        stop.store(true, ordering: .relaxed)
        sender.sync {}
        return subject.hasObservers
    }

    @Test func share_whileConnected_concurrentChurn_leavesNoConnection() {
        #expect(!churn { $0.share() })
        #expect(!churn { $0.share(replay: 1) })
        #expect(!churn { $0.share(replay: 3) })
    }

    @Test func share_forever_concurrentChurn_leavesNoConnection() {
        #expect(!churn { $0.share(scope: .forever) })
        #expect(!churn { $0.share(replay: 2, scope: .forever) })
    }

    @Test func share_concurrentSubscribers_allReceiveEveryElement() {
        let subject = PublishSubject<Int>()
        let shared = UncheckedBox(subject.share(replay: 1))
        let probes = (0..<8).map { _ in SubjectConcurrencyProbe(threads: 1) }
        let subscriptions = CompositeDisposable()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let subscription = shared.value.subscribe(onNext: probes[index].record)
            _ = subscriptions.insert(subscription)
        }
        for index in 0..<1_000 {
            subject.on(.next(SubjectConcurrencyProbe.encode(thread: 0, index: index)))
        }
        #expect(subscriptions.count == 8)
        subscriptions.dispose()
        #expect(probes.allSatisfy { $0.total == 1_000 && $0.eachThreadInOrder })
        #expect(!subject.hasObservers)
    }

    /// 16 threads released at once each make the first subscription to one `share()`: the source is
    /// subscribed exactly once, in every one of 50 rounds (dedicated threads, so that all of them are
    /// running at the release, whatever the width of Dispatch's global queues).
    @Test func share_concurrentFirstSubscriptions_connectOnce() {
        for replay in [0, 1] {
            var counts: [Int] = []
            for _ in 0..<50 {
                let subscriptionsToSource = Atomic<Int>(0)
                let shared = UncheckedBox(
                    Observable<Never>.never()
                        .do(onSubscribe: { subscriptionsToSource.add(1, ordering: .relaxed) })
                        .share(replay: replay, scope: .whileConnected))
                let subscriptions = CompositeDisposable()
                let threads = 16
                let ready = DispatchSemaphore(value: 0)
                let start = DispatchSemaphore(value: 0)
                let finished = DispatchGroup()
                for _ in 0..<threads {
                    finished.enter()
                    Thread {
                        ready.signal()
                        start.wait()
                        _ = subscriptions.insert(shared.value.subscribe())
                        finished.leave()
                    }.start()
                }
                for _ in 0..<threads { ready.wait() }
                for _ in 0..<threads { start.signal() }
                finished.wait()
                counts.append(subscriptionsToSource.load(ordering: .relaxed))
                subscriptions.dispose()
            }
            #expect(counts.allSatisfy { $0 == 1 }, "replay \(replay): \(counts)")
        }
    }
}
