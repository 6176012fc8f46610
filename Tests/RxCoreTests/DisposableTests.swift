import RxCore
import RxTesting
import Testing

struct DisposableTests {
    @Test func anonymousDisposable_runsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        #expect(!disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        #expect(count == 1)
        #expect(disposable.isDisposed)
    }

    @Test func compositeDisposable_disposesAllAndLateInsertions() {
        var disposed: [Int] = []
        let composite = CompositeDisposable()
        let key = composite.insert(Disposables.create { disposed.append(1) })
        _ = composite.insert(Disposables.create { disposed.append(2) })
        #expect(composite.count == 2)
        composite.remove(for: key!)
        #expect(disposed == [1])
        composite.dispose()
        #expect(disposed == [1, 2])
        #expect(composite.insert(Disposables.create { disposed.append(3) }) == nil)
        #expect(disposed == [1, 2, 3])
    }

    @Test func compositeDisposable_ofFourOrMore() {
        var disposed: [Int] = []
        let parts = (1...6).map { index in Disposables.create { disposed.append(index) } }
        let composite = CompositeDisposable(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5])
        #expect(composite.count == 6)
        composite.dispose()
        #expect(disposed.sorted() == [1, 2, 3, 4, 5, 6])
    }

    @Test func disposeBag_insertForms() {
        var disposed: [String] = []
        var bag: DisposeBag? = DisposeBag()
        bag!.insert {
            Disposables.create { disposed.append("builder 1") }
            Disposables.create { disposed.append("builder 2") }
        }
        bag!.insert(
            Disposables.create { disposed.append("variadic") }, Disposables.create { disposed.append("v2") })
        bag!.insert([Disposables.create { disposed.append("array") }])
        let fromArray = DisposeBag(disposing: [Disposables.create { disposed.append("init array") }])
        #expect(disposed.isEmpty)
        bag = nil
        #expect(disposed == ["builder 1", "builder 2", "variadic", "v2", "array"])
        _ = fromArray
    }

    @Test func serialDisposable_disposesPrevious() {
        var disposed: [Int] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append(1) }
        serial.disposable = Disposables.create { disposed.append(2) }
        #expect(disposed == [1])
        serial.dispose()
        #expect(disposed == [1, 2])
        serial.disposable = Disposables.create { disposed.append(3) }
        #expect(disposed == [1, 2, 3])
    }

    @Test func singleAssignment_disposedBeforeSet_disposesOnSet() {
        var disposed = false
        let single = SingleAssignmentDisposable()
        single.dispose()
        single.setDisposable(Disposables.create { disposed = true })
        #expect(disposed)
        #expect(single.isDisposed)
    }

    @Test func booleanDisposable() {
        let boolean = BooleanDisposable()
        #expect(!boolean.isDisposed)
        boolean.dispose()
        #expect(boolean.isDisposed)
        #expect(BooleanDisposable(isDisposed: true).isDisposed)
    }

    @Test func refCountDisposable_waitsForAllReferences() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        let reference = refCount.retain()
        refCount.dispose()
        #expect(!disposed)
        reference.dispose()
        #expect(disposed)
    }

    @Test func disposeBag_disposesOnDeinit() {
        var disposed: [Int] = []
        do {
            let bag = DisposeBag()
            Disposables.create { disposed.append(1) }.disposed(by: bag)
            bag.insert(Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) })
            #expect(disposed.isEmpty)
        }
        #expect(disposed == [1, 2, 3])
    }

    @Test func disposingBag_releasesSubscriptionChain() {
        weak var weakSubject: PublishSubject<Int>?
        weak var weakTracker: Tracker?
        var received: [Int] = []
        do {
            let subject = PublishSubject<Int>()
            let tracker = Tracker()
            weakSubject = subject
            weakTracker = tracker
            var bag: DisposeBag? = DisposeBag()
            subject.map { $0 + 1 }.filter { _ in true }
                .subscribe(onNext: { value in
                    tracker.touch()
                    received.append(value)
                })
                .disposed(by: bag!)
            subject.onNext(1)
            #expect(subject.hasObservers)
            bag = nil
            #expect(!subject.hasObservers)
            subject.onNext(2)
        }
        #expect(received == [2])
        #expect(weakSubject == nil)
        #expect(weakTracker == nil)
    }

    @Test func subscribeOnDisposed_runsOnceOnCompletionOrDispose() {
        var disposedCount = 0
        _ = Observable.just(1).subscribe(onDisposed: { disposedCount += 1 })
        #expect(disposedCount == 1)
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposedCount += 1 })
        subscription.dispose()
        subscription.dispose()
        #expect(disposedCount == 2)
    }

    @Test func subscribeWithObject_stopsWhenObjectIsGone() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var owner: Tracker? = Tracker()
        _ = subject.subscribe(with: owner!, onNext: { _, value in received.append(value) })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        #expect(received == [1])
    }
}

final class Tracker {
    var touches = 0
    func touch() { touches += 1 }
}
