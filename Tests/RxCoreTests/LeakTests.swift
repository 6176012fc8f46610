import RxCore
import RxTesting
import Testing

/// Subscribing through a chain and disposing the bag must release the subject, the operators and the
/// closures' captured context.
struct LeakTests {
    private final class Context {
        var received: [Int] = []
    }

    @Test func shareChain_disposeBag_releasesSubjectAndClosureContext() {
        weak var weakSubject: PublishSubject<Int>?
        weak var weakContext: Context?
        do {
            let subject = PublishSubject<Int>()
            let context = Context()
            weakSubject = subject
            weakContext = context
            var bag = DisposeBag()
            let shared = subject.map { $0 + 1 }.share(replay: 1)
            for _ in 0..<3 {
                shared.subscribe(onNext: { context.received.append($0) }).disposed(by: bag)
            }
            subject.on(.next(1))
            #expect(context.received == [2, 2, 2])
            bag = DisposeBag()
            _ = bag
        }
        #expect(weakSubject == nil)
        #expect(weakContext == nil)
    }

    @Test func refCountAndForeverShare_releaseAfterDisposal() {
        weak var weakSubject: ReplaySubject<Int>?
        weak var weakContext: Context?
        do {
            let subject = ReplaySubject<Int>.create(bufferSize: 2)
            let context = Context()
            weakSubject = subject
            weakContext = context
            let bag = DisposeBag()
            subject.share(replay: 2, scope: .forever)
                .subscribe(onNext: { context.received.append($0) }).disposed(by: bag)
            subject.publish().refCount()
                .subscribe(onNext: { context.received.append($0) }).disposed(by: bag)
            subject.on(.next(1))
            #expect(context.received == [1, 1])
        }
        #expect(weakSubject == nil)
        #expect(weakContext == nil)
    }

    @Test func driverChain_relaysAndObserver_releasedAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        weak var weakRelay: BehaviorRelay<String>?
        weak var weakContext: Context?
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: "a")
            let context = Context()
            weakRelay = relay
            weakContext = context
            var bag = DisposeBag()
            relay.asDriver().map { $0.count }.drive(onNext: { context.received.append($0) }).disposed(by: bag)
            scheduler.advanceTo(10)
            #expect(context.received == [1])
            bag = DisposeBag()
            _ = bag
        }
        scheduler.start()
        #expect(weakRelay == nil)
        #expect(weakContext == nil)
    }

    @Test func singleAndInfallible_releaseTheirClosuresOnCompletion() {
        weak var weakContext: Context?
        do {
            let context = Context()
            weakContext = context
            _ = Single.just(1).map { $0 + 1 }.subscribe(onSuccess: { context.received.append($0) })
            _ = Infallible.of(5).subscribe(onNext: { context.received.append($0) })
            #expect(context.received == [2, 5])
        }
        #expect(weakContext == nil)
    }
}
