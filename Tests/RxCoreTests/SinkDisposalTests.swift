import Dispatch
import RxCore
import Synchronization
import Testing

/// A sink is its operator's disposable: it disposes the subscription `run` attached to it exactly once,
/// whether disposal comes first, a terminal event comes first (even before `run` attached it), or both
/// race on different threads. The disposable `subscribe(_:)` returns lets go of the observer.
struct SinkDisposalTests {
    /// A source subscription that counts every `dispose()` call (it has no once-guard of its own).
    private final class CountingDisposable: Disposable, @unchecked Sendable {
        private let count = Atomic<Int>(0)

        func dispose() {
            count.add(1, ordering: .relaxed)
        }

        var disposeCount: Int { count.load(ordering: .acquiring) }
    }

    private final class CountingObserver: ObserverType, @unchecked Sendable {
        private let events = Atomic<Int>(0)

        func on(_ event: Event<Int>) {
            events.add(1, ordering: .relaxed)
        }

        var eventCount: Int { events.load(ordering: .acquiring) }
    }

    /// A source that completes on `queue` (or at once, inside `run`, when `queue` is nil) and returns
    /// `subscription`.
    private func source(completingOn queue: DispatchQueue?, subscription: CountingDisposable)
        -> Observable<Int>
    {
        Observable<Int>.create { observer in
            if let queue {
                let box = UncheckedBox(observer)
                queue.async { box.value.onCompleted() }
            } else {
                observer.onCompleted()
            }
            return subscription
        }
    }

    @Test func terminalEventDuringRun_disposesAttachedSubscriptionOnce() {
        let subscriptions = (0..<100).map { _ in CountingDisposable() }
        for (index, subscription) in subscriptions.enumerated() {
            let chain = source(completingOn: nil, subscription: subscription).map { $0 }.filter { _ in true }
            let disposable =
                index.isMultiple(of: 2)
                ? chain.subscribe(onNext: { _ in }) : chain.subscribe(CountingObserver())
            disposable.dispose()
            disposable.dispose()
        }
        #expect(subscriptions.allSatisfy { $0.disposeCount == 1 })
    }

    @Test func disposeRacingTerminalEvent_disposesSourceOnce() {
        let queue = DispatchQueue(label: "terminal", attributes: .concurrent)
        let subscriptions = (0..<2_000).map { _ in CountingDisposable() }
        let observers = (0..<2_000).map { _ in CountingObserver() }
        for index in 0..<2_000 {
            let chain = source(completingOn: queue, subscription: subscriptions[index])
                .map { $0 + 1 }.filter { _ in true }.distinctUntilChanged()
            let disposable =
                index.isMultiple(of: 2)
                ? chain.subscribe(onCompleted: { observers[index].on(.completed) })
                : chain.subscribe(observers[index])
            disposable.dispose()
        }
        queue.sync(flags: .barrier) {}
        #expect(subscriptions.allSatisfy { $0.disposeCount == 1 })
        #expect(observers.allSatisfy { $0.eventCount <= 1 })
    }

    @Test func concurrentDisposeCalls_disposeSourceAndRunOnDisposedOnce() {
        for _ in 0..<500 {
            let subscription = CountingDisposable()
            let onDisposedCount = Atomic<Int>(0)
            let chain = Observable<Int>.create { _ in subscription }.map { $0 }.filter { _ in true }
            let publicPath = UncheckedBox(chain.subscribe(CountingObserver()))
            let closurePath = UncheckedBox(
                chain.subscribe(onDisposed: { onDisposedCount.add(1, ordering: .relaxed) }))
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                publicPath.value.dispose()
                closurePath.value.dispose()
            }
            #expect(subscription.disposeCount == 2)
            #expect(onDisposedCount.load(ordering: .acquiring) == 1)
        }
    }

    @Test func subscribeDisposeChurnWhileSending_leavesNoObserver() {
        let subject = PublishSubject<Int>()
        let chain = UncheckedBox(subject.map { $0 + 1 }.filter { $0 > 0 }.distinctUntilChanged())
        let subjectBox = UncheckedBox(subject)
        let stop = Atomic<Bool>(false)
        let sender = DispatchQueue(label: "sender")
        sender.async {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                subjectBox.value.onNext(value)
                value += 1
            }
        }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<1_000 {
                if (thread + index).isMultiple(of: 2) {
                    chain.value.subscribe(onNext: { _ in }).dispose()
                } else {
                    chain.value.subscribe(CountingObserver()).dispose()
                }
            }
        }
        stop.store(true, ordering: .relaxed)
        sender.sync {}
        #expect(!subject.hasObservers)
    }

    @Test func subscriptionKeptAfterCompletion_releasesObserver() {
        let subject = PublishSubject<Int>()
        weak var weakObserver: CountingObserver?
        var subscription: Disposable?
        do {
            let observer = CountingObserver()
            weakObserver = observer
            subscription = subject.map { $0 + 1 }.filter { _ in true }.subscribe(observer)
            subject.onNext(1)
            subject.onCompleted()
            #expect(observer.eventCount == 2)
        }
        #expect(weakObserver == nil)
        #expect(subscription != nil)
    }

    @Test func subscriptionKeptAfterDispose_releasesObserver() {
        let subject = PublishSubject<Int>()
        weak var weakObserver: CountingObserver?
        var subscription: Disposable?
        do {
            let observer = CountingObserver()
            weakObserver = observer
            subscription = subject.map { $0 + 1 }.distinctUntilChanged().subscribe(observer)
            subject.onNext(1)
            subscription?.dispose()
            subject.onNext(2)
            #expect(observer.eventCount == 1)
        }
        #expect(weakObserver == nil)
        #expect(!subject.hasObservers)
    }
}
