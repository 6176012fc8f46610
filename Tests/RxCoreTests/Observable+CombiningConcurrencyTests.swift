import Dispatch
import RxCore
import RxTesting
import Synchronization
import Testing

/// Counts deliveries and detects overlapping (non-serialized) calls into an observer.
private final class SerialDeliveryProbe: @unchecked Sendable {
    private let active = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)
    private(set) var count = 0
    private(set) var sum = 0
    private(set) var completions = 0

    var overlaps: Int { overlapCount.load(ordering: .sequentiallyConsistent) }

    func receive(_ value: Int) {
        if active.add(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.add(1, ordering: .sequentiallyConsistent)
        }
        count += 1
        sum += value
        active.subtract(1, ordering: .sequentiallyConsistent)
    }

    func complete() {
        completions += 1
    }
}

/// Hands subjects to concurrently running closures.
private struct Shared<Value>: @unchecked Sendable {
    let value: Value
}

struct ObservableCombiningConcurrencyTests {
    private static let threads = 8
    private static let perThread = 2_000

    @Test func merge_manyThreadsExactCount() {
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let probe = SerialDeliveryProbe()
        let subscription = Observable.merge(subjects.map { $0.asObservable() })
            .subscribe(onNext: { probe.receive($0) }, onCompleted: { probe.complete() })
        let shared = Shared(value: subjects)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            let subject = shared.value[thread]
            for i in 0..<Self.perThread {
                subject.onNext(i)
            }
            subject.onCompleted()
        }
        subscription.dispose()
        let expectedSum = Self.threads * (Self.perThread * (Self.perThread - 1) / 2)
        #expect(probe.count == Self.threads * Self.perThread)
        #expect(probe.sum == expectedSum)
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    @Test func flatMap_manyThreadsExactCount() {
        let outer = PublishSubject<Observable<Int>>()
        let inners = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let probe = SerialDeliveryProbe()
        let subscription = outer.flatMap { $0 }
            .subscribe(onNext: { probe.receive($0) }, onCompleted: { probe.complete() })
        for inner in inners {
            outer.onNext(inner.asObservable())
        }
        outer.onCompleted()
        let shared = Shared(value: inners)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for _ in 0..<Self.perThread {
                shared.value[thread].onNext(1)
            }
            shared.value[thread].onCompleted()
        }
        subscription.dispose()
        #expect(probe.count == Self.threads * Self.perThread)
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    // Each subject is fed by exactly one thread: concurrent calls into one observer would break
    // the Rx grammar on the producer side; the operators must serialize across sources.

    @Test func combineLatest_twoThreadsExactCount() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let probe = SerialDeliveryProbe()
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }
            .subscribe(onNext: { probe.receive($0) }, onCompleted: { probe.complete() })
        a.onNext(0)
        b.onNext(0)
        let shared = Shared(value: [a, b])
        let perThread = Self.perThread * 4
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<perThread {
                shared.value[thread].onNext(1)
            }
            shared.value[thread].onCompleted()
        }
        subscription.dispose()
        #expect(probe.count == 1 + 2 * perThread)
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    @Test func combineLatestCollection_manyThreadsExactCount() {
        let subjects = (0..<Self.threads).map { _ in PublishSubject<Int>() }
        let probe = SerialDeliveryProbe()
        let subscription = Observable.combineLatest(subjects, resultSelector: { $0.reduce(0, +) })
            .subscribe(onNext: { probe.receive($0) }, onCompleted: { probe.complete() })
        for subject in subjects {
            subject.onNext(0)
        }
        let shared = Shared(value: subjects)
        DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
            for _ in 0..<Self.perThread {
                shared.value[thread].onNext(1)
            }
            shared.value[thread].onCompleted()
        }
        subscription.dispose()
        #expect(probe.count == 1 + Self.threads * Self.perThread)
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    @Test func zip_twoThreadsExactCount() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let probe = SerialDeliveryProbe()
        let subscription = Observable.zip(a, b) { $0 + $1 }
            .subscribe(onNext: { probe.receive($0) }, onCompleted: { probe.complete() })
        let shared = Shared(value: [a, b])
        let perThread = Self.perThread * 4
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<perThread {
                shared.value[thread].onNext(1)
            }
            shared.value[thread].onCompleted()
        }
        subscription.dispose()
        #expect(probe.count == perThread)
        #expect(probe.sum == 2 * perThread)
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    @Test func withLatestFrom_twoThreadsNoLostOrOverlappingElements() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let probe = SerialDeliveryProbe()
        let subscription = first.withLatestFrom(second) { $0 + $1 }
            .subscribe(onNext: { probe.receive($0) })
        second.onNext(0)
        let shared = Shared(value: (first, second))
        let perThread = Self.perThread * 4
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for _ in 0..<perThread {
                if thread == 0 {
                    shared.value.0.onNext(1)
                } else {
                    shared.value.1.onNext(0)
                }
            }
        }
        subscription.dispose()
        #expect(probe.count == perThread)
        #expect(probe.sum == perThread)
        #expect(probe.overlaps == 0)
    }
}

struct ObservableSequentialConcurrencyTests {
    /// Each source emits and completes on a global queue, sometimes synchronously: the next
    /// subscription may be requested from another thread while the loop is still subscribing.
    @Test func concat_sourcesFinishingOnOtherThreadsKeepOrder() {
        let count = 2_000
        let sources = (0..<count).map { value in
            Observable<Int>.create { observer in
                if value % 3 == 0 {
                    observer.onNext(value)
                    observer.onCompleted()
                } else {
                    let box = Shared(value: observer)
                    DispatchQueue.global().async {
                        box.value.onNext(value)
                        box.value.onCompleted()
                    }
                }
                return Disposables.create()
            }
        }
        let probe = SerialDeliveryProbe()
        let done = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let subscription = Observable.concat(sources).subscribe(
            onNext: { value in
                probe.receive(value)
                received.append(value)
            },
            onCompleted: {
                probe.complete()
                done.signal()
            })
        #expect(done.wait(timeout: .now() + 30) == .success, "hang guard: no completion within 30 s")
        subscription.dispose()
        #expect(received == Array(0..<count))
        #expect(probe.overlaps == 0)
        #expect(probe.completions == 1)
    }

    @Test func retry_failuresOnOtherThreadsResubscribeInOrder() {
        let attempts = Atomic<Int>(0)
        let source = Observable<Int>.create { observer in
            let attempt = attempts.add(1, ordering: .sequentiallyConsistent).newValue
            let box = Shared(value: observer)
            DispatchQueue.global().async {
                box.value.onNext(attempt)
                if attempt < 50 {
                    box.value.onError(testError)
                } else {
                    box.value.onCompleted()
                }
            }
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let subscription = source.retry().subscribe(
            onNext: { received.append($0) },
            onCompleted: { done.signal() })
        #expect(done.wait(timeout: .now() + 30) == .success, "hang guard: no completion within 30 s")
        subscription.dispose()
        #expect(received == Array(1...50))
    }
}
