import RxCore
import Testing

/// Every operator of `OperatorCase.all`, on one thread: a subscriber that disposes itself from inside
/// `onNext`, a chain that ends while `run` is still attaching its subscriptions, and a kept disposable
/// after completion or disposal. Afterwards no event arrives, no subject keeps an observer, and nothing
/// keeps the subscriber alive.
struct OperatorDisposalTests {
    /// Disposes its own subscription on the first element it gets once it has one, and records
    /// anything that still arrives afterwards.
    private final class SelfDisposingObserver: ObserverType {
        var subscription: Disposable?
        var disposedItself = false
        var receivedAfterDispose: [Int] = []
        var terminalEvents = 0

        func on(_ event: Event<Int>) {
            switch event {
            case .next(let element):
                if disposedItself {
                    receivedAfterDispose.append(element)
                } else if let subscription {
                    disposedItself = true
                    subscription.dispose()
                }
            case .error, .completed:
                terminalEvents += 1
            }
        }
    }

    private final class RecordingObserver: ObserverType {
        var elements: [Int] = []
        var terminalEvents = 0

        func on(_ event: Event<Int>) {
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: terminalEvents += 1
            }
        }
    }

    private final class Context {
        var elements: [Int] = []
    }

    @Test(arguments: OperatorCase.all)
    func disposingFromInsideOnNext_stopsEventsAndUnsubscribes(_ operation: OperatorCase) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        let observer = SelfDisposingObserver()
        observer.subscription = operation.make(source.asObservable(), other.asObservable()).subscribe(
            observer)
        source.onNext(1)
        other.onNext(2)
        source.onNext(3)
        source.onNext(4)
        #expect(observer.disposedItself)
        #expect(observer.receivedAfterDispose.isEmpty)
        #expect(observer.terminalEvents == 0)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
    }

    @Test(arguments: OperatorCase.all)
    func closureSubscriberDisposingFromInsideOnNext_stopsEventsAndRunsOnDisposedOnce(
        _ operation: OperatorCase
    ) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        var subscription: Disposable?
        var afterDispose: [Int] = []
        var disposedCount = 0
        var disposed = false
        subscription = operation.make(source.asObservable(), other.asObservable()).subscribe(
            onNext: { element in
                if disposed {
                    afterDispose.append(element)
                } else if let subscription {
                    disposed = true
                    subscription.dispose()
                }
            },
            onDisposed: { disposedCount += 1 })
        source.onNext(1)
        other.onNext(2)
        source.onNext(3)
        subscription?.dispose()
        #expect(disposed)
        #expect(afterDispose.isEmpty)
        #expect(disposedCount == 1)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
    }

    /// `take(1)` ends the chain while the subjects deliver their current values during `subscribe`,
    /// before the operators attached their subscriptions: each must then dispose what it attaches.
    @Test(arguments: OperatorCase.all)
    func chainEndingDuringSubscribe_disposesWhatIsAttachedLater(_ operation: OperatorCase) {
        let source = BehaviorSubject(value: 1)
        let other = BehaviorSubject(value: 0)
        let observer = RecordingObserver()
        let subscription = operation.make(source.asObservable(), other.asObservable()).take(1)
            .subscribe(observer)
        if observer.elements.isEmpty {
            // skip(until:) subscribes the source first, so it skipped the source's current value.
            source.onNext(2)
        }
        #expect(observer.elements.count == 1)
        #expect(observer.terminalEvents == 1)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
        subscription.dispose()
        source.onNext(5)
        other.onNext(6)
        #expect(observer.elements.count == 1)
    }

    /// The chain ends (here by `take(1)`) while its sources go on; the caller keeps the disposable.
    @Test(arguments: OperatorCase.all)
    func keptDisposableAfterTheChainEnded_releasesObserverAndSources(_ operation: OperatorCase) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        weak var weakObserver: RecordingObserver?
        weak var weakContext: Context?
        var kept: [Disposable] = []
        do {
            let observer = RecordingObserver()
            let context = Context()
            weakObserver = observer
            weakContext = context
            let chain = operation.make(source.asObservable(), other.asObservable()).take(1)
            kept.append(chain.subscribe(observer))
            kept.append(chain.subscribe(onNext: { context.elements.append($0) }))
            source.onNext(1)
            #expect(observer.terminalEvents == 1)
            #expect(context.elements.count == 1)
        }
        #expect(weakObserver == nil)
        #expect(weakContext == nil)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
        #expect(kept.count == 2)
    }

    @Test(arguments: OperatorCase.all)
    func keptDisposableAfterDispose_releasesObserverAndSources(_ operation: OperatorCase) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        weak var weakObserver: RecordingObserver?
        weak var weakContext: Context?
        var kept: [Disposable] = []
        do {
            let observer = RecordingObserver()
            let context = Context()
            weakObserver = observer
            weakContext = context
            let chain = operation.make(source.asObservable(), other.asObservable())
            kept.append(chain.subscribe(observer))
            kept.append(chain.subscribe(onNext: { context.elements.append($0) }))
            source.onNext(1)
            for subscription in kept { subscription.dispose() }
            source.onNext(2)
            other.onNext(3)
            #expect(observer.terminalEvents == 0)
        }
        #expect(weakObserver == nil)
        #expect(weakContext == nil)
        #expect(!source.hasObservers || operation.keepsSourceConnected)
        #expect(!other.hasObservers)
    }

    /// Both sequences complete; the subscriber got exactly one terminal event and is let go.
    @Test(arguments: OperatorCase.all)
    func completionOfTheSources_endsTheChainOnceAndReleasesObserver(_ operation: OperatorCase) {
        let source = PublishSubject<Int>()
        let other = BehaviorSubject(value: 0)
        weak var weakObserver: RecordingObserver?
        var kept: Disposable?
        do {
            let observer = RecordingObserver()
            weakObserver = observer
            kept = operation.make(source.asObservable(), other.asObservable()).subscribe(observer)
            source.onNext(1)
            source.onCompleted()
            other.onCompleted()
            #expect(observer.terminalEvents == 1)
            #expect(!observer.elements.isEmpty)
        }
        #expect(weakObserver == nil)
        #expect(kept != nil)
    }
}
