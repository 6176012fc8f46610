import RxCore
import RxTesting
import Synchronization
import Testing

struct PrimitiveSequenceConcurrencyTests {
    @Test func single_value_returnsTheElement() async throws {
        let value = try await Single.just(5).value
        #expect(value == 5)
    }

    @Test func single_value_throwsTheError() async {
        await #expect(throws: TestError.self) { try await Single<Int>.error(testError).value }
    }

    @Test func maybe_value_isNilWhenEmpty() async throws {
        let element = try await Maybe.just("a").value
        let empty = try await Maybe<String>.empty().value
        #expect(element == "a")
        #expect(empty == nil)
        await #expect(throws: TestError.self) { try await Maybe<Int>.error(testError).value }
    }

    @Test func value_inAnAlreadyCancelledTask_throwsCancellationWithoutHanging() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().value
        }
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func value_inAnAlreadyCancelledTask_returnsAnOutcomeGivenAtOnce() async throws {
        let single = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single.just(4).value
        }
        #expect(try await single.value == 4)
        let maybe = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Maybe<Int>.empty().value
        }
        #expect(try await maybe.value == nil)
        let completable = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
        }
        try await completable.value
        let failing = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.error(testError).value
        }
        await #expect(throws: TestError.self) { try await failing.value }
    }

    @Test func completable_value_returnsOrThrows() async throws {
        try await Completable.empty().value
        await #expect(throws: TestError.self) { try await Completable.error(testError).value }
    }

    @Test func singleCreate_work_deliversTheAsyncResult() async throws {
        let single = Single<Int>.create { () async throws -> Int in
            await Task.yield()
            return 42
        }
        #expect(try await single.value == 42)
        let failing = Single<Int>.create(detached: true, priority: .low) { () async throws -> Int in
            throw testError
        }
        await #expect(throws: TestError.self) { try await failing.value }
    }

    @Test func singleCreate_dispose_cancelsTheTask() async throws {
        let started = AsyncStream<Void>.makeStream()
        let cancelled = AsyncStream<Bool>.makeStream()
        let single = Single<Int>.create { () async throws -> Int in
            started.continuation.yield()
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                cancelled.continuation.yield(Task.isCancelled)
                throw error
            }
            return 0
        }
        var delivered = false
        let subscription = single.subscribe(
            onSuccess: { _ in delivered = true }, onFailure: { _ in delivered = true })
        var startedIterator = started.stream.makeAsyncIterator()
        _ = await startedIterator.next()
        subscription.dispose()
        var cancelledIterator = cancelled.stream.makeAsyncIterator()
        let wasCancelled = await cancelledIterator.next()
        #expect(wasCancelled == true)
        #expect(!delivered)
    }

    @Test func single_value_cancellingTheAwaitingTask_disposesAndThrowsCancellation() async {
        let disposed = AsyncStream<Void>.makeStream()
        let subscribed = AsyncStream<Void>.makeStream()
        let never = Single<Int>.create { _ in
            subscribed.continuation.yield()
            return Disposables.create { disposed.continuation.yield() }
        }
        let box = UncheckedBox(never)
        let task = Task { try await box.value.value }
        var subscribedIterator = subscribed.stream.makeAsyncIterator()
        _ = await subscribedIterator.next()
        task.cancel()
        var disposedIterator = disposed.stream.makeAsyncIterator()
        _ = await disposedIterator.next()
        // The subscription is disposed and the awaiting task resumes with CancellationError.
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func infallible_values_streamsElementsThenFinishes() async {
        var collected: [Int] = []
        for await value in Infallible.from([1, 2, 3]).values {
            collected.append(value)
        }
        #expect(collected == [1, 2, 3])
    }

    @Test func infallible_values_breakingOutDisposesTheSubscription() async {
        let relay = PublishRelay<Int>()
        let disposed = Mutex(false)
        let source = Infallible.create { observer in
            let subscription = relay.subscribe(onNext: { observer(.next($0)) })
            return Disposables.create {
                subscription.dispose()
                disposed.withLock { $0 = true }
            }
        }
        /// Iterates until the first element; the stream is released when this returns.
        func firstValue() async -> Int? {
            let stream = source.values
            relay.accept(1)  // the stream subscribes as soon as it is created
            for await value in stream {
                return value
            }
            return nil
        }
        let first = await firstValue()
        #expect(first == 1)
        #expect(disposed.withLock { $0 })
    }
}
