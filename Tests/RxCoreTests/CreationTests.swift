import RxCore
import RxTesting
import Testing

struct CreationTests {
    @Test func just_sendsElementThenCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.just(7).subscribe { events.append($0) }
        #expect(events == [.next(7), .completed])
    }

    @Test func just_onScheduler_isExactInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        #expect(res.events == [.next(201, 42), .completed(202)])
    }

    @Test func empty_never_error() {
        var events: [Event<Int>] = []
        _ = Observable<Int>.empty().subscribe { events.append($0) }
        _ = Observable<Int>.never().subscribe { events.append($0) }
        _ = Observable<Int>.error(testError).subscribe { events.append($0) }
        #expect(events == [.completed, .error(testError)])
    }

    @Test func of_and_from_deliverInOrder() {
        var received: [Int] = []
        var completed = 0
        _ = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        _ = Observable.from([4, 5]).subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        _ = Observable.from(6...7).subscribe(onNext: { received.append($0) }, onCompleted: { completed += 1 })
        _ = Observable.from(optional: 8).subscribe(onNext: { received.append($0) })
        _ = Observable<Int>.from(optional: nil).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(completed == 3)
    }

    @Test func of_onTestScheduler_oneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    @Test func create_enforcesGrammar() {
        var events: [Event<Int>] = []
        var disposed = false
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(testError)
            return Disposables.create { disposed = true }
        }.subscribe { events.append($0) }
        #expect(events == [.next(1), .completed])
        #expect(disposed)
    }

    @Test func create_disposingStopsDelivery() {
        var captured: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }.subscribe(onNext: { received.append($0) })
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        #expect(received == [1])
    }

    @Test func deferred_callsFactoryPerSubscriber_andTurnsThrowsIntoErrors() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = source.subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2])
        var failed: Swift.Error?
        _ = Observable<Int>.deferred { throw testError }.subscribe(onError: { failed = $0 })
        #expect(failed as? TestError == testError)
    }

    @Test func mergedTrampolineOrder_matchesRxSwift() {
        // Two `of` sequences subscribed inside one trampoline interleave.
        var received: [Int] = []
        _ = Observable<Observable<Int>>.create { observer in
            _ = Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) })
            _ = Observable.of(10, 20, 30).subscribe(onNext: { received.append($0) })
            observer.onCompleted()
            return Disposables.create()
        }.subscribe()
        #expect(received == [1, 10, 2, 20, 3, 30])
    }
}
