import Dispatch
import RxCore
import Synchronization
import Testing

/// The operators of `OperatorCase.all` (and those that subscribe inner sequences) when disposal
/// happens on another thread than the events: while an inner subscription is still being made, while
/// the sources complete, and while subscribers come and go as elements are sent.
struct OperatorConcurrentDisposalTests {
    /// Counts the subscriptions a sequence got and the `dispose()` calls they got; the disposables
    /// have no once-guard of their own, so a second disposal shows.
    private final class CountingSource: Sendable {
        private let subscriptions = Atomic<Int>(0)
        private let disposals = Atomic<Int>(0)

        var subscriptionCount: Int { subscriptions.load(ordering: .acquiring) }
        var disposalCount: Int { disposals.load(ordering: .acquiring) }

        private final class Subscription: Disposable, Sendable {
            let source: CountingSource
            init(_ source: CountingSource) { self.source = source }
            func dispose() { source.disposals.add(1, ordering: .acquiringAndReleasing) }
        }

        /// Sends `first` at once; then, on `queue` when given, `1` and completion.
        func observable(first: Int, completingOn queue: DispatchQueue?) -> Observable<Int> {
            Observable.create { [self] observer in
                subscriptions.add(1, ordering: .acquiringAndReleasing)
                observer.onNext(first)
                if let queue {
                    let box = UncheckedBox(observer)
                    queue.async {
                        box.value.onNext(1)
                        box.value.onCompleted()
                    }
                }
                return Subscription(self)
            }
        }
    }

    /// An operator that subscribes `inner` when `trigger` reaches `source`.
    struct InnerCase: CustomStringConvertible, @unchecked Sendable {
        enum Trigger { case next, error, completed }

        let description: String
        let trigger: Trigger
        let make: (Observable<Int>, Observable<Int>) -> Observable<Int>

        static let all: [InnerCase] = [
            InnerCase(description: "flatMap", trigger: .next) { source, inner in source.flatMap { _ in inner }
            },
            InnerCase(description: "flatMapLatest", trigger: .next) { source, inner in
                source.flatMapLatest { _ in inner }
            },
            InnerCase(description: "flatMapFirst", trigger: .next) { source, inner in
                source.flatMapFirst { _ in inner }
            },
            InnerCase(description: "switchLatest", trigger: .next) { source, inner in
                source.map { _ in inner }.switchLatest()
            },
            InnerCase(description: "concatMap", trigger: .next) { source, inner in
                source.concatMap { _ in inner }
            },
            InnerCase(description: "merge(maxConcurrent:)", trigger: .next) { source, inner in
                source.map { _ in inner }.merge(maxConcurrent: 2)
            },
            InnerCase(description: "catch", trigger: .error) { source, inner in source.catch { _ in inner } },
            InnerCase(description: "catch(sequence:)", trigger: .error) { source, inner in
                Observable.catch(sequence: [source, inner])
            },
            InnerCase(description: "concat", trigger: .completed) { source, inner in
                Observable.concat([source, inner])
            },
            InnerCase(description: "ifEmpty(switchTo:)", trigger: .completed) { source, inner in
                source.ifEmpty(switchTo: inner)
            },
            InnerCase(description: "retry(when:)", trigger: .error) { source, inner in
                source.retry(when: { (errors: Observable<RxError>) in errors.flatMap { _ in inner } })
            },
        ]
    }

    /// The outer subscription is disposed while another thread is inside the inner sequence's
    /// subscribe: the inner subscription, returned after that, is disposed once, and the element the
    /// inner sequence sends after the disposal is not delivered.
    @Test(arguments: InnerCase.all)
    func disposeWhileAnInnerSubscriptionIsBeingMade_disposesItOnceItExists(_ operation: InnerCase) {
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let counting = CountingSource()
        let inner = Observable<Int>.create { observer in
            entered.signal()
            proceed.wait()
            observer.onNext(99)
            return counting.observable(first: 98, completingOn: nil).subscribe(observer)
        }
        let source = PublishSubject<Int>()
        let received = ConcurrentLog<Int>()
        let disposedCount = Atomic<Int>(0)
        let subscription = operation.make(source.asObservable(), inner).subscribe(
            onNext: { received.append($0) }, onDisposed: { disposedCount.add(1, ordering: .relaxed) })
        let sender = DispatchQueue(label: "sender")
        let sourceBox = UncheckedBox(source)
        sender.async {
            switch operation.trigger {
            case .next: sourceBox.value.onNext(1)
            case .error: sourceBox.value.onError(RxError.unknown)
            case .completed: sourceBox.value.onCompleted()
            }
        }
        let didEnter = entered.wait(timeout: .now() + 30) == .success
        subscription.dispose()
        proceed.signal()
        sender.sync {}
        #expect(didEnter, "the inner sequence was never subscribed")
        #expect(received.snapshot.isEmpty)
        #expect(counting.subscriptionCount == 1)
        #expect(counting.disposalCount == 1)
        #expect(disposedCount.load(ordering: .acquiring) == 1)
        #expect(!source.hasObservers)
    }

    /// Both sources complete on other threads while the subscriber disposes: every subscription the
    /// operator made is disposed exactly once, whichever comes first.
    @Test(arguments: OperatorCase.all)
    func sourcesCompletingWhileDisposed_disposeEachSubscriptionOnce(_ operation: OperatorCase) {
        let queue = DispatchQueue(label: "completing", attributes: .concurrent)
        let sources = (0..<200).map { _ in (CountingSource(), CountingSource()) }
        for (index, (first, second)) in sources.enumerated() {
            let chain = operation.make(
                first.observable(first: 1, completingOn: queue),
                second.observable(first: 0, completingOn: index.isMultiple(of: 2) ? queue : nil))
            let subscription =
                index.isMultiple(of: 3)
                ? chain.subscribe(onNext: { _ in }) : chain.subscribe(AnyObserver { _ in })
            subscription.dispose()
        }
        queue.sync(flags: .barrier) {}
        for (first, second) in sources {
            #expect(first.disposalCount == first.subscriptionCount)
            #expect(second.disposalCount == second.subscriptionCount)
        }
        #expect(sources.allSatisfy { $0.0.subscriptionCount >= 1 })
    }

    /// Subscribers come and go on three threads while a fourth sends to both subjects: afterwards
    /// every `onDisposed` ran once and neither subject keeps an observer.
    @Test(arguments: OperatorCase.all)
    func subscribeDisposeChurnWhileSending_leavesNoObserver(_ operation: OperatorCase) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        let chain = UncheckedBox(operation.make(source.asObservable(), other.asObservable()))
        let subjects = UncheckedBox((source, other))
        let stop = Atomic<Bool>(false)
        let disposedCount = Atomic<Int>(0)
        let sender = DispatchQueue(label: "sender")
        sender.async {
            var value = 0
            while !stop.load(ordering: .relaxed) {
                subjects.value.0.onNext(value)
                if value.isMultiple(of: 7) { subjects.value.1.onNext(value) }
                value += 1
            }
        }
        let rounds = 300
        DispatchQueue.concurrentPerform(iterations: 3) { thread in
            for round in 0..<rounds {
                let subscription = chain.value.subscribe(
                    onNext: { _ in }, onDisposed: { disposedCount.add(1, ordering: .relaxed) })
                if (thread + round).isMultiple(of: 2) {
                    let kept = chain.value.subscribe(AnyObserver { _ in })
                    kept.dispose()
                }
                subscription.dispose()
            }
        }
        stop.store(true, ordering: .relaxed)
        sender.sync {}
        #expect(disposedCount.load(ordering: .acquiring) == 3 * rounds)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
    }
}
