import Dispatch
import RxCore
import RxTesting
import Synchronization
import Testing

struct ObservableConcurrencyTests {
    // MARK: - values

    @Test func values_yieldsElementsThenFinishes() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        #expect(received == [1, 2, 3])
    }

    @Test func values_throwsTheSequenceError() async {
        var received: [Int] = []
        await #expect(throws: TestError.self) {
            for try await value in Observable<Int>.create({ observer in
                observer.onNext(1)
                observer.onError(testError)
                return Disposables.create()
            }).values {
                received.append(value)
            }
        }
        #expect(received == [1])
    }

    @Test func values_breakingOutDisposesTheSubscription() async throws {
        let log = ConcurrentLog<String>()
        let source = Observable<Int>.create { observer in
            for value in 0..<5 { observer.onNext(value) }
            return Disposables.create { log.append("disposed") }
        }
        for try await value in source.values {
            log.append("value \(value)")
            if value == 2 { break }
        }
        #expect(log.snapshot == ["value 0", "value 1", "value 2", "disposed"])
    }

    @Test func values_cancellingTheTaskDisposesTheSubscription() async {
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            let source = Observable<Int>.create { observer in
                log.append("subscribed")
                return Disposables.create {
                    log.append("disposed")
                    done()
                }
            }
            let task = Task {
                for try await _ in source.values {}
            }
            task.cancel()
        }
        #expect(log.snapshot.last == "disposed")
    }

    @Test func values_throwCancellationWhenTheIteratingTaskIsCancelledBeforeAnEvent() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var count = 0
            for try await _ in Observable<Int>.never().values { count += 1 }
            return count
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    // MARK: - AsyncSequence.asObservable()

    @Test func asObservable_forwardsElementsAndCompletion() async {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...4 { continuation.yield(value) }
            continuation.finish()
        }
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            _ = stream.asObservable().subscribe(
                onNext: { log.append("next \($0)") },
                onError: { _ in
                    log.append("error")
                    done()
                },
                onCompleted: {
                    log.append("completed")
                    done()
                })
        }
        #expect(log.snapshot == ["next 1", "next 2", "next 3", "next 4", "completed"])
    }

    @Test func asObservable_runsTheIterationAtTheGivenPriority() async {
        let stream = AsyncStream<TaskPriority> { continuation in
            continuation.yield(Task.currentPriority)
            continuation.finish()
        }
        let log = ConcurrentLog<TaskPriority>()
        await waitForSignal { done in
            _ = stream.map { _ in Task.currentPriority }.asObservable(priority: .low).subscribe(
                onNext: { log.append($0) }, onError: { _ in done() }, onCompleted: { done() })
        }
        #expect(log.snapshot == [.low])
    }

    @Test func asObservable_forwardsThrownError() async {
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(7)
            continuation.finish(throwing: testError)
        }
        let log = ConcurrentLog<String>()
        await waitForSignal { done in
            _ = stream.asObservable().subscribe(
                onNext: { log.append("next \($0)") },
                onError: { error in
                    log.append(error is TestError ? "test error" : "other error")
                    done()
                },
                onCompleted: {
                    log.append("completed")
                    done()
                })
        }
        #expect(log.snapshot == ["next 7", "test error"])
    }

    @Test func asObservable_disposeCancelsTheIteratingTask() async {
        let log = ConcurrentLog<String>()
        let subscription = SingleAssignmentDisposable()
        await waitForSignal { terminated in
            let stream = AsyncStream<Int> { continuation in
                continuation.onTermination = { reason in
                    if case .cancelled = reason { log.append("cancelled") }
                    terminated()
                }
                continuation.yield(1)
            }
            subscription.setDisposable(
                stream.asObservable().subscribe(onNext: { value in
                    log.append("next \(value)")
                    subscription.dispose()
                }))
        }
        #expect(log.snapshot == ["next 1", "cancelled"])
    }
}
